// /admin-dashboard/users (issue 21 §1; spec 1 §6 'user search', spec 3 §6 admin.dashboards.users):
// global admins search people by screen name, name or email and filter by role, suspension and
// sign-up dates. Anybody else gets a 404, as if there were no page.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { AdminUsers } from '@/components/admin/AdminUsers';
import { BoxedLayout } from '@/components/shell/Layouts';
import { userSearchQuerySchema } from '@/lib/contracts/admin';
import { href } from '@/lib/routes/table';
import { searchAdminUsers } from '@/server/bff/admin';
import { getViewer } from '@/server/bff/loaders';

export const metadata: Metadata = { title: 'Users · Admin Dashboard', robots: { index: false } };

export default async function AdminUsersPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const viewer = await getViewer();
  if (!viewer?.account.admin_roles.global_admin) notFound();
  const query = userSearchQuerySchema.parse(await searchParams);
  const users = await searchAdminUsers(query);
  return (
    <BoxedLayout
      crumbs={[{ label: 'Admin Dashboards', href: href('admin-dashboard') }, { label: 'Users' }]}
      family="admin"
      screenName={viewer.account.user.screen_name}
      current={href('admin-dashboard.users')}
    >
      <h1 style={{ marginTop: 0 }}>Users</h1>
      <AdminUsers query={query} users={users} />
    </BoxedLayout>
  );
}
