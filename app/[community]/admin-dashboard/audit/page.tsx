// /admin-dashboard/audit (issue 21 §5; DESIGN.md, security posture): the append-only audit log of
// admin, ambassador and shadow actions, filtered by actor, action, target and days. Global admins
// only; anybody else gets a 404.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { AuditLog } from '@/components/admin/AuditLog';
import { BoxedLayout } from '@/components/shell/Layouts';
import { auditQuerySchema } from '@/lib/contracts/admin';
import { href } from '@/lib/routes/table';
import { getAudit } from '@/server/bff/admin';
import { getViewer } from '@/server/bff/loaders';

export const metadata: Metadata = { title: 'Audit log · Admin Dashboard', robots: { index: false } };

export default async function AdminAuditPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const viewer = await getViewer();
  if (!viewer?.account.admin_roles.global_admin) notFound();
  const query = auditQuerySchema.parse(await searchParams);
  const rows = await getAudit(query);
  return (
    <BoxedLayout
      crumbs={[{ label: 'Admin Dashboards', href: href('admin-dashboard') }, { label: 'Audit log' }]}
      family="admin"
      screenName={viewer.account.user.screen_name}
      current={href('admin-dashboard.audit')}
    >
      <h1 style={{ marginTop: 0 }}>Audit log</h1>
      <AuditLog query={query} rows={rows} />
    </BoxedLayout>
  );
}
