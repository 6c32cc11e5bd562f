// Admin dashboard: tools for global admins (shadow mode behind its flag; payments and payouts).
import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { ShadowForm } from '@/components/platform/ShadowForm';
import { BoxedLayout } from '@/components/shell/Layouts';
import { FLAG } from '@/lib/contracts/flags';
import { href } from '@/lib/routes/table';
import { getViewer, isFlagOn } from '@/server/bff/loaders';

export const metadata: Metadata = { title: 'Admin Dashboard', robots: { index: false } };

export default async function AdminDashboard() {
  const viewer = await getViewer();
  if (!viewer?.account.admin_roles.global_admin) redirect('/');
  const shadowOn = await isFlagOn(FLAG.shadowMode);
  return (
    <BoxedLayout
      crumbs={[{ label: 'Admin Dashboards' }]}
      family="admin"
      screenName={viewer.account.user.screen_name}
      current="/admin-dashboard"
    >
      <div className="card">
        <h1 style={{ marginTop: 0 }}>Shadow a user</h1>
        {shadowOn ? (
          <>
            <p className="muted">
              See Nervus exactly as another player sees it. Every change you send while shadowing asks for your
              confirmation first; press Stop to return.
            </p>
            <ShadowForm />
          </>
        ) : (
          <p>The shadow-mode feature flag is off.</p>
        )}
      </div>
      <div className="card" style={{ marginTop: '1rem' }}>
        <h2 style={{ marginTop: 0 }}>Payments</h2>
        <p className="muted">Pay or reject the withdrawals players asked for, and read the money audit.</p>
        <Link className="btn" href={href('admin-dashboard.payments')}>
          Payments and payouts
        </Link>
      </div>
    </BoxedLayout>
  );
}
