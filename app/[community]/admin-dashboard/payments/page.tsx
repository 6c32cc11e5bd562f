// /admin-dashboard/payments (spec 1 §6 'payments, payouts'; issue 16 §6): global admins pay or
// reject withdrawals and read the money audit. Anybody else gets a 404, as if there were no page.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BoxedLayout } from '@/components/shell/Layouts';
import { AdminPayments } from '@/components/wallet/AdminPayments';
import { href } from '@/lib/routes/table';
import { getViewer } from '@/server/bff/loaders';
import { getAdminPayouts, getMoneyAudit, getWallet } from '@/server/bff/money';

export const metadata: Metadata = { title: 'Payments · Admin Dashboard', robots: { index: false } };

export default async function AdminPaymentsPage() {
  const viewer = await getViewer();
  if (!viewer?.account.admin_roles.global_admin) notFound();
  const [pending, paid, rejected, audit, wallet] = await Promise.all([
    getAdminPayouts('pending'),
    getAdminPayouts('paid'),
    getAdminPayouts('rejected'),
    getMoneyAudit(),
    getWallet(),
  ]);
  return (
    <BoxedLayout
      crumbs={[{ label: 'Admin Dashboards', href: href('admin-dashboard') }, { label: 'Payments' }]}
      family="admin"
      screenName={viewer.account.user.screen_name}
      current={href('admin-dashboard.payments')}
    >
      <h1 style={{ marginTop: 0 }}>Payments</h1>
      <AdminPayments
        pending={pending}
        paid={paid}
        rejected={rejected}
        audit={audit}
        stripe={wallet?.provider === 'stripe'}
      />
    </BoxedLayout>
  );
}
