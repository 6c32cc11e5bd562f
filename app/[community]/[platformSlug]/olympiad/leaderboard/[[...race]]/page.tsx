// /{platformSlug}/olympiad/leaderboard/{race?} (platform.leaderboard, spec 3 §2.5): a tournament's
// standings over its own window (issue 17): the current olympiad, or ?olympiad= a prior one, or a
// custom ?from=&to= range; with no olympiad at all, the calendar month and 'No tournaments!'.
// 'platform' is the community's board; a user slug shows where that user stands. The race segment
// (or ?role= / ?tab=) picks a role; any other race has no tournament yet.
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound, redirect } from 'next/navigation';
import { BoardRanking } from '@/components/game/BoardRanking';
import { OlympiadBoardHeader } from '@/components/game/OlympiadBoardHeader';
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
import { getOlympiads, getOlympiadStats } from '@/server/bff/olympiads';
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
  const prior = selected
    ? olympiads.find((o) => Date.parse(o.start_time) < Date.parse(selected.start_time))
    : undefined;
  const windowQuery = custom
    ? { from: range.from, to: range.to }
    : selected && selected.id !== olympiads.find((o) => o.is_current)?.id
      ? { olympiad: String(selected.id) }
      : {};
  const boardRequest = { olympiad: custom ? undefined : selected?.id, ...range };
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
      {MESSAGES.generic}
    </Alert>
  );

  if (slug.kind === 'community') {
    const [board, stats] = await Promise.all([
      noTournament
        ? null
        : getLeaderboard(community, { role, period: 'month', page: pageParam(query.page), ...boardRequest }),
      selected ? getOlympiadStats(selected.id) : null,
    ]);
    const action = href('platform.leaderboard', {
      platformSlug: 'platform',
      race: role === 'overall' ? undefined : role,
    });
    return (
      <div className="container page">
        <Breadcrumbs items={[{ label: 'Leaderboard' }]} />
        <TourLauncher page="leaderboard" />
        <h1>{title} leaderboard</h1>
        {olympiads.length === 0 && !custom ? (
          <p className="muted">
            <strong>{MESSAGES.noTournaments}</strong> {title} has not run a tournament yet; this is {month}, ranked by
            the neurons earned since the 1st (UTC). For other time windows, see the{' '}
            <Link href={href('nerve-boards')}>Nerve Boards</Link>.
          </p>
        ) : (
          <p className="muted">
            Ranked by the neurons earned in the tournament’s own window. A new cycle starts when one ends while your
            neurons keep adding up; the top one-third share the prize pool in proportion to their neurons.
          </p>
        )}
        <OlympiadBoardHeader
          selected={selected}
          olympiads={olympiads}
          stats={stats}
          action={action}
          role={role}
          range={range}
        />
        {noTournament ? (
          noTournaments
        ) : board ? (
          <>
            {board.total === 0 && (
              <div className="card empty-state">
                <p className="up-empty-title">No participants this cycle</p>
                {prior && (
                  <p>
                    {title} has no participants this {cycleWord}.{' '}
                    <Link
                      href={href(
                        'platform.leaderboard',
                        { platformSlug: 'platform', race: role === 'overall' ? undefined : role },
                        { olympiad: String(prior.id) },
                      )}
                    >
                      View the prior {cycleWord}.
                    </Link>
                  </p>
                )}
              </div>
            )}
            <BoardRanking board={board} {...linksFor('platform')} empty={emptyText} />
          </>
        ) : (
          failed
        )}
      </div>
    );
  }

  const frame = await loadUserPlatformFrame(community, platformSlug);
  const handle = frame.user.screen_name;
  const page = query.page === undefined ? undefined : pageParam(query.page);
  const board = noTournament
    ? null
    : await getLeaderboard(community, { role, period: 'month', page, user: handle, ...boardRequest });
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

/** A YYYY-MM-DD day from the query, or undefined. */
function dateParam(raw: string | undefined): string | undefined {
  return raw && /^\d{4}-\d{2}-\d{2}$/.test(raw) && !Number.isNaN(Date.parse(raw)) ? raw : undefined;
}
