// /admin-dashboard/flags (issue 21 §6; spec 1 §3 feature flags): global admins switch each flag and
// set its variants, for everybody or (?platform=slug) for one community, which can also go back to
// following the global setting. Anybody else gets a 404, as if there were no page.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { FlagSwitches } from '@/components/admin/FlagSwitches';
import '@/components/admin/admin.css';
import { BoxedLayout } from '@/components/shell/Layouts';
import { FLAG_DESCRIPTIONS } from '@/lib/contracts/flags';
import { href } from '@/lib/routes/table';
import { getFlags, getPlatforms, getViewer } from '@/server/bff/loaders';

export const metadata: Metadata = { title: 'Feature flags · Admin Dashboard', robots: { index: false } };

export default async function AdminFlagsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const viewer = await getViewer();
  if (!viewer?.account.admin_roles.global_admin) notFound();
  const platforms = await getPlatforms();
  const requested = (await searchParams).platform;
  const platform = platforms.find((p) => p.slug === requested) ?? null;
  const flags = await getFlags(platform?.slug);
  return (
    <BoxedLayout
      crumbs={[{ label: 'Admin Dashboards', href: href('admin-dashboard') }, { label: 'Feature flags' }]}
      family="admin"
      screenName={viewer.account.user.screen_name}
      current={href('admin-dashboard.flags')}
    >
      <h1 style={{ marginTop: 0 }}>Feature flags</h1>
      <form className="card admin-filters" action={href('admin-dashboard.flags')} method="get">
        <div className="field">
          <label htmlFor="flags-platform">Community</label>
          <select id="flags-platform" name="platform" defaultValue={platform?.slug ?? ''}>
            <option value="">Everybody (global)</option>
            {platforms.map((p) => (
              <option key={p.slug} value={p.slug}>
                {p.name}
              </option>
            ))}
          </select>
        </div>
        <button className="btn" type="submit">
          Show
        </button>
      </form>
      <p className="muted">
        {platform
          ? `Flags as ${platform.name} runs them. A setting here applies to ${platform.name} only.`
          : 'Global settings: every community without its own setting follows them.'}
      </p>
      <FlagSwitches
        flags={flags}
        descriptions={FLAG_DESCRIPTIONS}
        platform={platform ? { slug: platform.slug, name: platform.name } : null}
      />
    </BoxedLayout>
  );
}
