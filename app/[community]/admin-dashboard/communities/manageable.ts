// Which communities a viewer may change (spec 1 §7 PUT /platforms/{slug}): every one for a global
// admin, their own for an owner. The provider checks again on every save; this only decides what
// the pages offer.
import type { SidebarFamily } from '@/components/shell/Sidebar';
import type { Platform } from '@/lib/contracts/platform';
import { href } from '@/lib/routes/table';
import type { Viewer } from '@/server/bff/loaders';

export function manageableCommunities(viewer: Viewer | null, platforms: Platform[]): Platform[] {
  if (!viewer) return [];
  if (viewer.account.admin_roles.global_admin) return platforms;
  return platforms.filter((p) => p.owner !== null && p.owner === viewer.account.user.id);
}

/**
 * Where the settings pages sit: in the admin dashboards for an admin; for an owner, who has no
 * admin dashboard, under the communities list they came from.
 */
export function settingsChrome(viewer: Viewer): { family: SidebarFamily; root: { label: string; href: string } } {
  return viewer.account.admin_roles.global_admin
    ? { family: 'admin', root: { label: 'Admin Dashboards', href: href('admin-dashboard') } }
    : { family: 'generic', root: { label: 'Communities', href: href('communities') } };
}
