// /{platformSlug}/olympiad/leaderboard/{race?} (platform.leaderboard, spec 3 §2.5): this month's
// tournament standings. 'platform' is the community's board; a user slug shows where that user
// stands. The race segment (or ?role= / ?tab=) picks a role; any other race has no tournament yet.
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound, redirect } from 'next/navigation';
import { BoardRanking } from '@/components/game/BoardRanking';
import { UserPlatformFrame } from '@/components/platform/UserPlatformFrame';
import { Breadcrumbs } from '@/components/shell/Breadcrumbs';
import { Alert } from '@/components/ui/Alert';
import { MESSAGES } from '@/lib/constants';
import { formatPoints, normalizeRole, periodStart, roleLabel, type LeaderboardRole } from '@/lib/leaderboard';
import { classifyPlatformSlug } from '@/lib/routes/platform-slug';
import { TourLauncher } from '@/components/tour/TourLauncher';
import { href } from '@/lib/routes/table';
import { firstParam, getLeaderboard, pageParam } from '@/server/bff/browse';
import { getPlatform, getViewer } from '@/server/bff/loaders';
import { loadUserPlatformFrame } from '@/server/bff/user-platform-data';

type Props = {
  params: Promise<{ community: string; platformSlug: string; race?: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export const metadata: Metadata = {
  title: 'Leaderboard',
  description: 'This month’s tournament standings: players ranked by the neurons they earned, by role.',
};

const monthName = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

export default async function LeaderboardPage({ params, searchParams }: Props) {
  const { community, platformSlug, race = [] } = await params;
  const query = await searchParams;
  if (race.length > 1) notFound();
  const slug = classifyPlatformSlug(platformSlug);
  if (slug.kind === 'reserved' && slug.slug === 'me') {
    const viewer = await getViewer();
    redirect(
      href('platform.leaderboard', { platformSlug: viewer?.account.user.screen_name ?? 'platform', race: race[0] }),
    );
  }
  const raceRole = race[0] ? normalizeRole(race[0]) : null;
  const role: LeaderboardRole = raceRole ?? normalizeRole(firstParam(query.role) || firstParam(query.tab)) ?? 'overall';
  const month = monthName.format(periodStart(new Date(), 'month')!);
  const platform = await getPlatform(community);
  const title = platform?.title ?? 'This community';
  const noTournament = Boolean(race[0] && !raceRole);

  const linksFor = (platformSlugValue: string) => ({
    roleHref: (r: LeaderboardRole) =>
      href('platform.leaderboard', { platformSlug: platformSlugValue, race: r === 'overall' ? undefined : r }),
    pageHref: (p: number) =>
      href(
        'platform.leaderboard',
        { platformSlug: platformSlugValue, race: role === 'overall' ? undefined : role },
        { page: String(p) },
      ),
  });
  const noTournaments = (
    <div className="card empty-state">
      <h2>{MESSAGES.noTournaments}</h2>
      <p>
        {title} has no tournament called “{race[0]}”.
      </p>
      <Link className="btn" href={href('platform.leaderboard', { platformSlug: 'platform' })}>
        View the current leaderboard
      </Link>
    </div>
  );
  const failed = (
    <Alert kind="danger" autoClose={false}>
      {MESSAGES.generic}
    </Alert>
  );

  if (slug.kind === 'community') {
    const board = noTournament
      ? null
      : await getLeaderboard(community, { role, period: 'month', page: pageParam(query.page) });
    return (
      <div className="container page">
        <Breadcrumbs items={[{ label: 'Leaderboard' }]} />
        <TourLauncher page="leaderboard" />
        <h1>{title} leaderboard</h1>
        <p className="muted">
          Current tournament: {month}, ranked by the neurons earned since the 1st (UTC). A new race starts every month
          while your neurons keep adding up; for other time windows, see the{' '}
          <Link href={href('nerve-boards')}>Nerve Boards</Link>.
        </p>
        {noTournament ? (
          noTournaments
        ) : board ? (
          <BoardRanking board={board} {...linksFor('platform')} empty={`${title} has no participants this month.`} />
        ) : (
          failed
        )}
      </div>
    );
  }

  const frame = await loadUserPlatformFrame(community, platformSlug);
  const handle = frame.user.screen_name;
  const page = query.page === undefined ? undefined : pageParam(query.page);
  const board = noTournament ? null : await getLeaderboard(community, { role, period: 'month', page, user: handle });
  return (
    <UserPlatformFrame frame={frame} current={null}>
      <TourLauncher page="leaderboard" />
      <h2>
        @{handle} on the {title} leaderboard
      </h2>
      {noTournament ? (
        noTournaments
      ) : board ? (
        <>
          <p className="card board-position">
            {board.position ? (
              <>
                @{handle} is <strong>#{board.position.rank}</strong> on the {roleLabel(role)} board for {month}, with{' '}
                <strong>{formatPoints(board.position.points)}</strong> neurons.
              </>
            ) : (
              <>
                @{handle} has not earned {role === 'overall' ? '' : `${roleLabel(role)} `}neurons in {title} in {month}{' '}
                yet.
              </>
            )}{' '}
            <Link
              href={href('platform.leaderboard', {
                platformSlug: 'platform',
                race: role === 'overall' ? undefined : role,
              })}
            >
              See the full leaderboard
            </Link>
          </p>
          <BoardRanking
            board={board}
            {...linksFor(handle)}
            empty={`${title} has no participants this month.`}
            highlightUserId={frame.user.id}
          />
        </>
      ) : (
        failed
      )}
    </UserPlatformFrame>
  );
}
