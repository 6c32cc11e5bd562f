// The row of tabs under a user's header: the pages of the user's platform (spec 1 §2 home family).
import Link from 'next/link';
import { href, type RouteName } from '@/lib/routes/table';

export type UserPlatformTab = 'home' | 'bio' | 'medals' | 'tournaments' | 'teams' | 'mentor';

const TABS: { key: UserPlatformTab; label: string; route: RouteName }[] = [
  { key: 'home', label: 'Challenges', route: 'home.user' },
  { key: 'bio', label: 'Bio', route: 'home.user.bio' },
  { key: 'medals', label: 'Medals & badges', route: 'home.user.medals' },
  { key: 'tournaments', label: 'Tournaments', route: 'home.olympiads' },
  { key: 'teams', label: 'Teams', route: 'home.user.teams' },
  { key: 'mentor', label: 'Mentor box', route: 'mentor.box' },
];

/** `current` is null on pages that are not one of the tabs (share, presentation, forums…). */
export function UserPlatformTabs({ screenName, current }: { screenName: string; current: UserPlatformTab | null }) {
  return (
    <nav className="platform-tabs" aria-label={`@${screenName}'s platform`}>
      <div className="container">
        <ul>
          {TABS.map((tab) => (
            <li key={tab.key}>
              <Link
                href={href(tab.route, { platformSlug: screenName })}
                aria-current={tab.key === current ? 'page' : undefined}
              >
                {tab.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
