// Which communities a viewer may change (spec 1 §7 PUT /platforms/{slug}): every one for a global
// admin, their own for an owner. The provider checks again on every save; this only decides what
// the pages offer.
import type { Platform } from '@/lib/contracts/platform';
import type { Viewer } from '@/server/bff/loaders';

export function manageableCommunities(viewer: Viewer | null, platforms: Platform[]): Platform[] {
  if (!viewer) return [];
  if (viewer.account.admin_roles.global_admin) return platforms;
  return platforms.filter((p) => p.owner !== null && p.owner === viewer.account.user.id);
}
