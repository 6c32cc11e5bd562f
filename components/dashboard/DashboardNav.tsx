// The dashboard's role navigation (spec 3 §2.4), on every dashboard page: one tab per role, the
// current one marked; under it the pages of the current role, with how many rows each holds.
// Its links are not prefetched: the dashboard pages (the home aside, kept for every owner) are
// rendered for their player, and a dozen of them rendered on every load (most never opened) cost
// the server and the phone more than a click's wait.
import Link from 'next/link';
import { FLAG } from '@/lib/contracts/flags';
import { href, type RouteName } from '@/lib/routes/table';
import { isFlagOn, requestContext } from '@/server/bff/loaders';
import { isMediaLibraryOn } from '@/server/bff/media';

export type DashboardRole =
  | 'overview'
  | 'innovator'
  | 'rater'
  | 'mentor'
  | 'catalyst'
  | 'insightful'
  | 'money-prizes'
  | 'test-idea'
  | 'my-progress'
  | 'resume'
  | 'aha'
  | 'labs'
  | 'director'
  | 'scout'
  | 'my-files'
  | 'messages'
  | 'friends-followers'
  // The forum tools and preferences: reached from the sidebar, no tab of their own.
  | 'forums';

const ROLES: { key: DashboardRole; label: string; route: RouteName }[] = [
  { key: 'overview', label: 'Overview', route: 'dashboard.home' },
  { key: 'innovator', label: 'Innovator', route: 'dashboard.innovator.open' },
  { key: 'rater', label: 'Analyst Rater', route: 'dashboard.rater.open-challenges' },
  { key: 'mentor', label: 'Mentor', route: 'dashboard.mentoring' },
  { key: 'catalyst', label: 'Catalyst', route: 'dashboard.catalyst.open' },
  { key: 'insightful', label: 'Insightful', route: 'dashboard.insightful' },
  { key: 'money-prizes', label: 'Money prizes', route: 'dashboard.money-prizes' },
  { key: 'test-idea', label: 'Test idea', route: 'dashboard.test-idea' },
  { key: 'my-progress', label: 'My Progress', route: 'dashboard.my-progress.score-stats' },
  { key: 'resume', label: 'Innovation resume', route: 'dashboard.innovation-resume' },
  { key: 'aha', label: 'A-ha notebook', route: 'dashboard.nerve-on-ah.private' },
  { key: 'labs', label: 'Idea team labs', route: 'dashboard.idea-team-labs' },
  { key: 'director', label: 'Director', route: 'dashboard.director' },
  { key: 'scout', label: 'Scout', route: 'dashboard.scout' },
  { key: 'my-files', label: 'My Files', route: 'dashboard.my-files' },
  // Not roles, but where players look for their people (spec 3 §2.4 messages, friends-followers).
  { key: 'messages', label: 'Messages', route: 'dashboard.messages' },
  { key: 'friends-followers', label: 'Friends & Followers', route: 'dashboard.friends-followers' },
];

export async function DashboardNav({
  screenName,
  role,
  page,
  community: pageCommunity,
}: {
  screenName: string;
  role: DashboardRole;
  page: string;
  /** The page's community; a kept page (which reads no request) names it, others read the request's. */
  community?: string;
}) {
  // The director dashboard is behind the director-dashboard flag (spec 3 §2.4, §6), as this
  // community sets it (issue 21 §6): the link shows exactly where the page answers.
  const community = pageCommunity ?? (await requestContext()).community;
  const [director, files] = await Promise.all([
    isFlagOn(FLAG.directorDashboard, community),
    isMediaLibraryOn(community),
  ]);
  const roles = ROLES.filter((item) => (item.key !== 'director' || director) && (item.key !== 'my-files' || files));
  return (
    <nav className="dash-nav" aria-label="Dashboard roles">
      <ul>
        {roles.map((item) => {
          const target = href(item.route, { platformSlug: screenName });
          // 'page' on the page itself; 'true' marks the role a deeper page belongs to.
          const current = item.key === role ? (target === page ? 'page' : 'true') : undefined;
          return (
            <li key={item.key}>
              <Link href={target} aria-current={current} prefetch={false}>
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

export interface SubTab {
  label: string;
  href: string;
  count?: number;
}

/** The pages of one role; `current` is the href of the page shown (or the list a detail belongs to). */
export function DashboardSubTabs({ tabs, current, label }: { tabs: SubTab[]; current: string; label: string }) {
  return (
    <nav className="dash-subtabs" aria-label={label}>
      <ul>
        {tabs.map((tab) => (
          <li key={tab.href}>
            <Link href={tab.href} aria-current={tab.href === current ? 'page' : undefined} prefetch={false}>
              {tab.label}
              {/* One hidden text for the name ('Open (4)'): hidden parentheses around the pill read '( 4 )'. */}
              {tab.count !== undefined && (
                <>
                  <span className="dash-count" aria-hidden="true">
                    {tab.count}
                  </span>
                  <span className="visually-hidden"> ({tab.count})</span>
                </>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
