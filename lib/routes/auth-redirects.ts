// Where the signed-in-only shortcuts go (spec 1 §2, §6).
import { href, userHomeHref } from './table';

export type Viewer = { screenName: string } | null;

/** /me, /mentor, /medals (alias /medals-badges): own pages when signed in, else the challenges home. */
export function personalShortcut(kind: 'me' | 'mentor' | 'medals', viewer: Viewer): string {
  if (!viewer) return href('home.challenges');
  const home = userHomeHref(viewer.screenName);
  if (kind === 'me') return home;
  if (kind === 'mentor') return href('mentor.box', { platformSlug: viewer.screenName });
  return href('home.user.medals', { platformSlug: viewer.screenName });
}

/** /my-dashboard/rest -> /{screen_name}/my-dashboard/rest when signed in; null means 'sign in first'. */
export function myDashboardTarget(rest: string[], viewer: Viewer, search = ''): string | null {
  if (!viewer) return null;
  const tail = rest.map(encodeURIComponent).join('/');
  return `${href('dashboard.home', { platformSlug: viewer.screenName })}${tail ? `/${tail}` : ''}${search}`;
}
