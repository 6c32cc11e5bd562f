// Where the community settings pages sit: in the admin dashboards (their sidebar) for an admin;
// for an owner, who has no admin dashboard, a plain page under the communities list they came from.
import type { ReactNode } from 'react';
import { Breadcrumbs, type Crumb } from '@/components/shell/Breadcrumbs';
import { BoxedLayout } from '@/components/shell/Layouts';
import { href } from '@/lib/routes/table';
import type { Viewer } from '@/server/bff/loaders';

export function SettingsFrame({ viewer, crumbs, children }: { viewer: Viewer; crumbs: Crumb[]; children: ReactNode }) {
  if (!viewer.account.admin_roles.global_admin)
    return (
      <div className="container page">
        <Breadcrumbs items={[{ label: 'Communities', href: href('communities') }, ...crumbs]} />
        <div style={{ marginTop: '1rem' }}>{children}</div>
      </div>
    );
  return (
    <BoxedLayout
      crumbs={[{ label: 'Admin Dashboards', href: href('admin-dashboard') }, ...crumbs]}
      family="admin"
      screenName={viewer.account.user.screen_name}
      current={href('admin-dashboard.communities')}
    >
      {children}
    </BoxedLayout>
  );
}
