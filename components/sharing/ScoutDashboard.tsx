// The scout dashboard (spec 3 §2.4 scout: challenges, olympiad, recruits; issue 20): the tabs, and
// for each its list. 'Your Recruits' shows each recruit with the scout neurons their play earned
// (one tenth of their variable points) and until when they stay the scout's (9 months).
import Link from 'next/link';
import type { ScoutDashboard as Dashboard } from '@/lib/contracts/sharing';
import { SCOUT_KEEPS_RECRUITS_MONTHS } from '@/lib/constants';
import { href, userHomeHref } from '@/lib/routes/table';
import { DashboardSubTabs } from '../dashboard/DashboardNav';
import { formatScore } from '@/lib/numbers';

export const SCOUT_TABS = ['recruits', 'challenges', 'olympiad'] as const;
export type ScoutTab = (typeof SCOUT_TABS)[number];
const TAB_LABELS: Record<ScoutTab, string> = {
  recruits: 'Your Recruits',
  challenges: 'Shared challenges',
  olympiad: 'Olympiad',
};
const TAB_ROUTES = {
  recruits: 'dashboard.scout.recruits',
  challenges: 'dashboard.scout.challenges',
  olympiad: 'dashboard.scout.olympiad',
} as const;

const day = (iso: string) => new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** The path of a scout tab, the page's address for the dashboard's current marks. */
export const scoutTabHref = (screenName: string, tab: ScoutTab) => href(TAB_ROUTES[tab], { platformSlug: screenName });

/** The lead under the page's title: what a recruit is, and where shares come from. */
export function ScoutLead({ screenName }: { screenName: string }) {
  return (
    <p className="muted">
      Everyone who signs up through your share links is your recruit for {SCOUT_KEEPS_RECRUITS_MONTHS} months, and you
      earn one tenth of their variable points. After that anyone can scout them again.{' '}
      <Link href={href('home.share', { platformSlug: screenName })}>Share Panel</Link>
    </p>
  );
}

export function ScoutDashboardView({ screenName, tab, data }: { screenName: string; tab: ScoutTab; data: Dashboard }) {
  return (
    <>
      <DashboardSubTabs
        label="Scout dashboard"
        current={scoutTabHref(screenName, tab)}
        tabs={SCOUT_TABS.map((t) => ({ label: TAB_LABELS[t], href: scoutTabHref(screenName, t) }))}
      />
      <h2>{TAB_LABELS[tab]}</h2>
      {tab === 'recruits' &&
        (data.recruits.length === 0 ? (
          <p className="muted">No recruits yet. Share a challenge: whoever signs up through your link appears here.</p>
        ) : (
          <table className="table">
            <thead>
              <tr>
                <th scope="col">Recruit</th>
                <th scope="col">Recruited</th>
                <th scope="col">Yours until</th>
                <th scope="col">Earned you</th>
              </tr>
            </thead>
            <tbody>
              {data.recruits.map((r) => (
                <tr key={r.id}>
                  <td>
                    <Link href={userHomeHref(r.screen_name)} data-user-id={r.id}>
                      @{r.screen_name}
                    </Link>
                  </td>
                  <td>{day(r.recruited_at)}</td>
                  <td>{r.kept ? day(r.kept_until) : 'Ended'}</td>
                  <td>{formatScore(r.earned)} neurons</td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
      {tab === 'challenges' &&
        (data.challenges.length === 0 ? (
          <p className="muted">You have not shared a challenge yet.</p>
        ) : (
          <ul>
            {data.challenges.map((c) => (
              <li key={c.slug}>
                <Link href={href('challenges.show', { challenge: c.slug })}>{c.title}</Link>{' '}
                <span className="muted">
                  shared {c.shares} {c.shares === 1 ? 'time' : 'times'}, last on {day(c.last_shared_at)}
                </span>
              </li>
            ))}
          </ul>
        ))}
      {tab === 'olympiad' && (
        <dl>
          <dt>Scout neurons this month (since {day(data.olympiad.since)})</dt>
          <dd>{formatScore(data.olympiad.points)}</dd>
          <dt>Scout neurons in all</dt>
          <dd>{formatScore(data.olympiad.total)}</dd>
        </dl>
      )}
    </>
  );
}
