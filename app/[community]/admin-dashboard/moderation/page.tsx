// /admin-dashboard/moderation (issue 21 §3): the reports players sent, per community, with the
// actions hide, restore, warn, suspend and dismiss. Platform ambassadors see their own community's
// queue, global admins every community's; anybody else gets a 404.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ModerationQueue } from '@/components/admin/ModerationQueue';
import '@/components/admin/admin.css';
import { BoxedLayout } from '@/components/shell/Layouts';
import { moderationQueueQuerySchema } from '@/lib/contracts/moderation';
import { href } from '@/lib/routes/table';
import { getModerationQueue } from '@/server/bff/admin';
import { getViewer } from '@/server/bff/loaders';

export const metadata: Metadata = { title: 'Moderation · Admin Dashboard', robots: { index: false } };

export default async function AdminModerationPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const viewer = await getViewer();
  const roles = viewer?.account.admin_roles;
  if (!viewer || !(roles?.global_admin || roles?.platform_ambassador)) notFound();
  const query = moderationQueueQuerySchema.parse(await searchParams);
  const queue = await getModerationQueue(query);
  return (
    <BoxedLayout
      crumbs={[{ label: 'Admin Dashboards', href: href('admin-dashboard') }, { label: 'Moderation' }]}
      family={roles?.global_admin ? 'admin' : 'ambassador'}
      screenName={viewer.account.user.screen_name}
      current={href('admin-dashboard.moderation')}
    >
      <h1 style={{ marginTop: 0 }}>Moderation</h1>
      <ModerationQueue queue={queue} query={query} />
    </BoxedLayout>
  );
}
