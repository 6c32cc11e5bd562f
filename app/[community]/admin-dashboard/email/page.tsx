// /admin-dashboard/email (issue 19 §4): the email outbox. Without SMTP_URL this is where the demo's
// mail goes; with it, admins see what was sent, what waits for a retry and what failed.
// Global admins only; anybody else gets a 404, as if there were no page.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { EmailOutbox } from '@/components/admin/EmailOutbox';
import { BoxedLayout } from '@/components/shell/Layouts';
import { OUTBOX_FILTERS, type OutboxFilter } from '@/lib/contracts/email';
import { href } from '@/lib/routes/table';
import { getEmailOutbox } from '@/server/bff/email';
import { getViewer } from '@/server/bff/loaders';

export const metadata: Metadata = { title: 'Email outbox · Admin Dashboard', robots: { index: false } };

type Props = { searchParams: Promise<{ status?: string }> };

export default async function AdminEmailPage({ searchParams }: Props) {
  const viewer = await getViewer();
  if (!viewer?.account.admin_roles.global_admin) notFound();
  const requested = (await searchParams).status;
  const status: OutboxFilter = OUTBOX_FILTERS.find((f) => f === requested) ?? 'all';
  const outbox = await getEmailOutbox(status);
  if (!outbox) notFound();
  return (
    <BoxedLayout
      crumbs={[{ label: 'Admin Dashboards', href: href('admin-dashboard') }, { label: 'Email outbox' }]}
      family="admin"
      screenName={viewer.account.user.screen_name}
      current={href('admin-dashboard.email')}
    >
      <h1 style={{ marginTop: 0 }}>Email outbox</h1>
      <EmailOutbox outbox={outbox} status={status} />
    </BoxedLayout>
  );
}
