// The Analyst Rater's dashboard pages (spec 2 §2, spec 3 §2.4): open challenges with ideas I can
// still rate, the running challenges I rated in, and closed ones with my ratings beside the scores.
import Link from 'next/link';
import { formatScore } from '@/lib/challenges/ranking';
import { formatRating } from '@/lib/challenges/rating';
import type { RaterChallenge, RaterClosed } from '@/lib/contracts/dashboards';
import type { RaterTab } from '@/lib/dashboards';
import { communityHref, type LinkContext } from '@/lib/routes/community-links';
import { href } from '@/lib/routes/table';
import { getRaterDashboard, requireDashboardOwner } from '@/server/bff/dashboards';
import { linkContext } from '@/server/bff/links';
import { Pagination } from '../browse/Pagination';
import { ChallengeSummary, plural, ScopeNote } from './ChallengeSummary';
import { DashboardFrame, DashboardUnavailable, EmptyState } from './DashboardFrame';
import { DashboardSubTabs } from './DashboardNav';

const TAB_LABELS: Record<RaterTab, string> = {
  'open-challenges': 'Ideas to rate',
  'my-challenges': 'My challenges',
  'closed-challenges': 'Closed: my ratings',
};
const TITLES: Record<RaterTab, string> = {
  'open-challenges': 'Ideas waiting for my rating',
  'my-challenges': 'Challenges I rate in',
  'closed-challenges': 'My ratings and the final scores',
};
const EMPTY: Record<RaterTab, string> = {
  'open-challenges':
    'No open challenge has an idea left for you to rate. New ideas come in every day: look again soon.',
  'my-challenges':
    'You have not rated an idea in a running challenge yet. Rate ideas to earn neurons as an Analyst Rater.',
  'closed-challenges':
    'None of the challenges you rated in has closed yet. When one closes, your ratings show here beside the final scores.',
};

const listHref = (platformSlug: string, tab: RaterTab) => href(`dashboard.rater.${tab}`, { platformSlug });

/** The challenge's start-rate page, on its own community's host. */
function startRateHref(links: LinkContext, row: RaterChallenge): string {
  return communityHref(
    links,
    row.challenge.platform.slug,
    href('challenges.start-rate', { challenge: row.challenge.slug }),
  );
}

function RateCounts({ row, links }: { row: RaterChallenge; links: LinkContext }) {
  return (
    <p className="dash-facts">
      <span>
        <strong>{plural(row.unrated_count, 'idea')}</strong> left to rate
      </span>
      <span>{row.rated_count ? `You rated ${row.rated_count}` : 'You have not rated here yet'}</span>
      {row.unrated_count > 0 && (
        <Link className="btn btn-sm" href={startRateHref(links, row)}>
          Rate ideas
        </Link>
      )}
    </p>
  );
}

function ClosedRatings({ row }: { row: RaterClosed }) {
  return (
    <>
      <div className="dash-table-wrap">
        <table className="dash-table">
          <caption className="visually-hidden">My ratings and the final scores</caption>
          <thead>
            <tr>
              <th scope="col">Idea</th>
              <th scope="col">My rating</th>
              <th scope="col">Final score</th>
              <th scope="col">Rank</th>
            </tr>
          </thead>
          <tbody>
            {row.ratings.map((rating) => (
              <tr key={rating.idea_id}>
                <td>{rating.idea_title}</td>
                <td>{formatRating(rating.my_value)}</td>
                <td>
                  {rating.score === null ? '–' : formatScore(rating.score)}{' '}
                  <span className="muted">({plural(rating.rating_count, 'rating')})</span>
                </td>
                <td>{rating.rank ?? <span className="muted">Not ranked</span>}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {row.mean_difference !== null && (
        <p className="muted">On average your ratings were {row.mean_difference.toFixed(2)} from the final scores.</p>
      )}
    </>
  );
}

export async function RaterListPage({
  community,
  platformSlug,
  tab,
  page,
}: {
  community: string;
  platformSlug: string;
  tab: RaterTab;
  page: number;
}) {
  const me = await requireDashboardOwner(community, platformSlug);
  const screenName = me.screen_name;
  const path = listHref(screenName, tab);
  const res = await getRaterDashboard(community, tab, page);
  const links = linkContext(community);
  const now = new Date();
  const tabs = (['open-challenges', 'my-challenges', 'closed-challenges'] as const).map((t) => ({
    label: TAB_LABELS[t],
    href: listHref(screenName, t),
    count: res.ok ? res.data.counts[t] : undefined,
  }));
  return (
    <DashboardFrame
      screenName={screenName}
      role="rater"
      page={path}
      crumbs={[{ label: 'Analyst Rater', href: listHref(screenName, 'open-challenges') }, { label: TAB_LABELS[tab] }]}
      title={TITLES[tab]}
    >
      <DashboardSubTabs tabs={tabs} current={path} label="Analyst Rater pages" />
      {!res.ok ? (
        <DashboardUnavailable />
      ) : (
        <>
          <ScopeNote scope={res.data.scope} links={links} path={path} />
          {res.data.items.length === 0 ? (
            <EmptyState action={{ label: 'Browse open challenges', href: href('home.challenges') }}>
              {EMPTY[tab]}
            </EmptyState>
          ) : (
            <ul className="dash-list">
              {res.data.tab === 'closed-challenges'
                ? res.data.items.map((row) => (
                    <ChallengeSummary key={row.challenge.id} challenge={row.challenge} now={now} links={links}>
                      <ClosedRatings row={row} />
                    </ChallengeSummary>
                  ))
                : res.data.items.map((row) => (
                    <ChallengeSummary key={row.challenge.id} challenge={row.challenge} now={now} links={links}>
                      <RateCounts row={row} links={links} />
                    </ChallengeSummary>
                  ))}
            </ul>
          )}
          <Pagination
            page={res.data.page}
            total={res.data.total}
            size={res.data.size}
            hrefFor={(n) => `${path}${n > 1 ? `?page=${n}` : ''}`}
          />
        </>
      )}
    </DashboardFrame>
  );
}
