// /admin-dashboard/users/{id} (issue 21 §1): one person's activity counts, trust score, wallet
// balance and sessions, with the actions suspend or restore, ambassador, reset trust and shadow.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { AdminUserDetailView } from '@/components/admin/AdminUserDetail';
import { BoxedLayout } from '@/components/shell/Layouts';
import { FLAG } from '@/lib/contracts/flags';
import { href } from '@/lib/routes/table';
import { getAdminUser } from '@/server/bff/admin';
import { getViewer, isFlagOn } from '@/server/bff/loaders';

export const metadata: Metadata = { title: 'User · Admin Dashboard', robots: { index: false } };

export default async function AdminUserPage({ params }: { params: Promise<{ id: string }> }) {
  const viewer = await getViewer();
  if (!viewer?.account.admin_roles.global_admin) notFound();
  const { id } = await params;
  if (!/^\d{1,9}$/.test(id)) notFound();
  const [user, shadowOn] = await Promise.all([getAdminUser(Number(id)), isFlagOn(FLAG.shadowMode)]);
  if (!user) notFound();
  return (
    <BoxedLayout
      crumbs={[
        { label: 'Admin Dashboards', href: href('admin-dashboard') },
        { label: 'Users', href: href('admin-dashboard.users') },
        { label: `@${user.screen_name}` },
      ]}
      family="admin"
      screenName={viewer.account.user.screen_name}
      current={href('admin-dashboard.users')}
    >
      <AdminUserDetailView user={user} canShadow={shadowOn && user.id !== viewer.account.user.id} />
    </BoxedLayout>
  );
}
