// /admin-dashboard/mailer (issue 21 §4; spec 1 §6 'mailer message'): a global admin writes to one
// person, a role or a community, previews the message with its recipient count, then sends it
// through the email outbox. Anybody else gets a 404.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Mailer } from '@/components/admin/Mailer';
import '@/components/admin/admin.css';
import { BoxedLayout } from '@/components/shell/Layouts';
import { href } from '@/lib/routes/table';
import { getPlatforms, getViewer } from '@/server/bff/loaders';

export const metadata: Metadata = { title: 'Mailer · Admin Dashboard', robots: { index: false } };

export default async function AdminMailerPage() {
  const viewer = await getViewer();
  if (!viewer?.account.admin_roles.global_admin) notFound();
  const platforms = await getPlatforms();
  return (
    <BoxedLayout
      crumbs={[{ label: 'Admin Dashboards', href: href('admin-dashboard') }, { label: 'Mailer' }]}
      family="admin"
      screenName={viewer.account.user.screen_name}
      current={href('admin-dashboard.mailer')}
    >
      <h1 style={{ marginTop: 0 }}>Mailer</h1>
      <Mailer
        platforms={platforms.map((p) => ({ slug: p.slug, name: p.name }))}
        outboxHref={href('admin-dashboard.email')}
      />
    </BoxedLayout>
  );
}
