// /{platformSlug}/olympiad/leaderboard/{race?} (platform.leaderboard, spec 3 §2.5): a tournament's
// standings over its own window (issue 17): the current olympiad, or ?olympiad= a prior one, or a
// custom ?from=&to= range; with no olympiad at all, the calendar month and 'No tournaments!'.
// 'platform' is the community's board, which lives on the one board page since issue 22: it
// redirects to /nerve-boards?view=tournament with its role and window. A user slug shows where that
// user stands. The race segment (or ?role= / ?tab=) picks a role; any other race has no tournament yet. A tournament's board is
// its race's result (GET /olympiad/races/{race}/result, frozen once closed); a custom range, or a
// community with no tournament, reads the community board.
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound, redirect } from 'next/navigation';
import { BoardRanking } from '@/components/game/BoardRanking';
import { dateParam } from '@/components/game/TournamentBoard';
import { UserPlatformFrame } from '@/components/platform/UserPlatformFrame';
import { Alert } from '@/components/ui/Alert';
import { MESSAGES } from '@/lib/constants';
import {
  customRangeWindow,
  formatPoints,
  normalizeRole,
  periodStart,
  roleLabel,
  type LeaderboardRole,
} from '@/lib/leaderboard';
import { classifyPlatformSlug } from '@/lib/routes/platform-slug';
import { TourLauncher } from '@/components/tour/TourLauncher';
import { href } from '@/lib/routes/table';
import { firstParam, getLeaderboard, pageParam } from '@/server/bff/browse';
import { getPlatform, getViewer } from '@/server/bff/loaders';
import { getOlympiads, getRaceResult } from '@/server/bff/olympiads';
import { loadUserPlatformFrame } from '@/server/bff/user-platform-data';

type Props = {
  params: Promise<{ community: string; platformSlug: string; race?: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export const metadata: Metadata = {
  title: 'Leaderboard',
  description: 'Tournament standings: players ranked by the neurons they earned in the tournament, by role.',
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
  if (slug.kind === 'community') {
    // One board page (issue 22): the community's tournament standings are a view of /nerve-boards.
    const page = firstParam(query.page);
    redirect(
      href(
        'nerve-boards',
        {},
        {
          view: 'tournament',
          role: role === 'overall' ? undefined : role,
          race: race[0] && !raceRole ? race[0] : undefined,
          olympiad: firstParam(query.olympiad) || undefined,
          from: dateParam(firstParam(query.from)),
          to: dateParam(firstParam(query.to)),
          page: page && page !== '1' ? page : undefined,
          // A guide of the tour that was sent to the old address still starts.
          tour: firstParam(query.tour) || undefined,
        },
      ),
    );
  }
  const month = monthName.format(periodStart(new Date(), 'month')!);
  const platform = await getPlatform(community);
  const title = platform?.title ?? 'This community';
  const noTournament = Boolean(race[0] && !raceRole);
  // The tournament shown: ?olympiad=, else the current one, else the latest; a custom range wins.
  const olympiads = (await getOlympiads(community)) ?? [];
  const asked = Number(firstParam(query.olympiad));
  const range = { from: dateParam(firstParam(query.from)), to: dateParam(firstParam(query.to)) };
  const custom = Boolean(range.from || range.to);
  const selected = custom
    ? null
    : (olympiads.find((o) => o.id === asked) ?? olympiads.find((o) => o.is_current) ?? olympiads[0] ?? null);
  const windowQuery = custom
    ? { from: range.from, to: range.to }
    : selected && selected.id !== olympiads.find((o) => o.is_current)?.id
      ? { olympiad: String(selected.id) }
      : {};
  // A range the provider would refuse (backwards, or longer than it sums) is explained, not fetched.
  const checked = custom ? customRangeWindow(range, new Date()) : null;
  const refusal = checked && !checked.ok ? checked.error : null;
  const boardOf = async (page: number | undefined, user?: string) =>
    refusal
      ? null
      : selected && !custom
        ? getRaceResult(community, role, { olympiad: selected.id, page, user })
        : getLeaderboard(community, { role, period: 'month', page, user, ...range });
  const cycleWord = selected?.cycle === 'weekly' ? 'week' : 'month';
  const emptyText = `${title} has no participants this ${cycleWord}.`;

  const linksFor = (platformSlugValue: string) => ({
    roleHref: (r: LeaderboardRole) =>
      href(
        'platform.leaderboard',
        { platformSlug: platformSlugValue, race: r === 'overall' ? undefined : r },
        windowQuery,
      ),
    pageHref: (p: number) =>
      href(
        'platform.leaderboard',
        { platformSlug: platformSlugValue, race: role === 'overall' ? undefined : role },
        { ...windowQuery, page: String(p) },
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
      {refusal ?? MESSAGES.generic}
    </Alert>
  );

  const frame = await loadUserPlatformFrame(community, platformSlug);
  const handle = frame.user.screen_name;
  const page = query.page === undefined ? undefined : pageParam(query.page);
  const board = noTournament ? null : await boardOf(page, handle);
  return (
    <UserPlatformFrame frame={frame} current={null}>
      <TourLauncher page="leaderboard" signedIn={Boolean(await getViewer())} />
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
                @{handle} is <strong>#{board.position.rank}</strong> on the {roleLabel(role)} board for{' '}
                {selected?.title ?? month}, with <strong>{formatPoints(board.position.points)}</strong> neurons.
              </>
            ) : (
              <>
                @{handle} has not earned {role === 'overall' ? '' : `${roleLabel(role)} `}neurons in{' '}
                {selected?.title ?? `${title} in ${month}`} yet.
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
          <BoardRanking board={board} {...linksFor(handle)} empty={emptyText} highlightUserId={frame.user.id} />
        </>
      ) : (
        failed
      )}
    </UserPlatformFrame>
  );
}
