// /{platformSlug}/my-dashboard/my-progress/leaderboards?period= (spec 3 §2.4): the player's place on
// this community's Nerve Boards in every role for one period, all from one call (GET /me/standings),
// each linking to the board page that holds them. Owner only. Standings that cannot be loaded say so.
import type { Metadata } from 'next';
import Link from 'next/link';
import { DashboardFrame } from '@/components/dashboard/DashboardFrame';
import { DashboardSubTabs } from '@/components/dashboard/DashboardNav';
import { MyProgressTabs } from '@/components/dashboard/MyProgressTabs';
import {
  formatPoints,
  LEADERBOARD_PERIODS,
  LEADERBOARD_ROLES,
  periodLabel,
  PERIOD_SLUGS,
  type LeaderboardPeriod,
} from '@/lib/leaderboard';
import { href } from '@/lib/routes/table';
import { getMyStandings } from '@/server/bff/awards';
import { requireDashboardOwner } from '@/server/bff/dashboards';

export const metadata: Metadata = { title: 'Leaderboards', robots: { index: false } };

type Props = {
  params: Promise<{ community: string; platformSlug: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export default async function MyLeaderboardsPage({ params, searchParams }: Props) {
  const [{ community, platformSlug }, query] = await Promise.all([params, searchParams]);
  const owner = await requireDashboardOwner(community, platformSlug);
  const me = owner.screen_name;
  const raw = typeof query.period === 'string' ? query.period : '';
  const period: LeaderboardPeriod = (PERIOD_SLUGS as string[]).includes(raw) ? (raw as LeaderboardPeriod) : 'month';
  const page = href('dashboard.my-progress.leaderboards', { platformSlug: me });
  const standings = await getMyStandings(community, period);
  const boards = LEADERBOARD_ROLES.map((role) => ({
    role,
    board: standings?.items.find((item) => item.role === role.slug) ?? null,
  }));
  const periodHref = (p: LeaderboardPeriod) =>
    href('dashboard.my-progress.leaderboards', { platformSlug: me }, { period: p === 'month' ? undefined : p });
  const boardHref = (role: string, pageNo?: number) =>
    href(
      'nerve-boards',
      {},
      {
        role: role === 'overall' ? undefined : role,
        period: period === 'month' ? undefined : period,
        page: pageNo && pageNo > 1 ? String(pageNo) : undefined,
      },
    );
  return (
    <DashboardFrame
      screenName={me}
      role="my-progress"
      page={page}
      crumbs={[
        { label: 'My Progress', href: href('dashboard.my-progress.score-stats', { platformSlug: me }) },
        { label: 'Leaderboards' },
      ]}
      title="Leaderboards"
      lead={
        <p>
          Your place on this community’s <Link href={href('nerve-boards', {})}>Nerve Boards</Link>, role by role. Equal
          scores share a place.
        </p>
      }
    >
      <MyProgressTabs screenName={me} current="dashboard.my-progress.leaderboards" />
      <DashboardSubTabs
        label="Period"
        current={periodHref(period)}
        tabs={LEADERBOARD_PERIODS.map((p) => ({ label: p.label, href: periodHref(p.slug) }))}
      />
      <div className="dash-table-wrap card">
        <table className="dash-table">
          <caption className="visually-hidden">Your places, {periodLabel(period).toLowerCase()}</caption>
          <thead>
            <tr>
              <th scope="col">Board</th>
              <th scope="col">Your place</th>
              <th scope="col">Neurons</th>
              <th scope="col">Players</th>
            </tr>
          </thead>
          <tbody>
            {boards.map(({ role, board }) => (
              <tr key={role.slug} data-role={role.slug}>
                <th scope="row">
                  <Link href={boardHref(role.slug, board?.position?.page)}>{role.label}</Link>
                </th>
                {!board ? (
                  <td colSpan={3} className="muted">
                    Could not be loaded
                  </td>
                ) : board.position ? (
                  <>
                    <td>
                      <strong>#{board.position.rank}</strong>
                    </td>
                    <td>{formatPoints(board.position.points)}</td>
                    <td>{formatPoints(board.total)}</td>
                  </>
                ) : (
                  <>
                    <td className="muted">Not ranked yet</td>
                    <td>0</td>
                    <td>{formatPoints(board.total)}</td>
                  </>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </DashboardFrame>
  );
}
