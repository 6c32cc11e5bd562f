// The board page's tournament view (/nerve-boards?view=tournament, issue 22: one board page): a
// tournament's standings over its own window (issue 17): the current olympiad, or ?olympiad= a
// prior one, or a custom ?from=&to= range; with no olympiad at all, the calendar month and 'No
// tournaments!'. A tournament's board is its race's result (GET /olympiad/races/{race}/result,
// frozen once closed); a custom range, or a community with no tournament, reads the community
// board. /platform/olympiad/leaderboard/{race?} redirects here.
import Link from 'next/link';
import { BoardRanking } from '@/components/game/BoardRanking';
import { OlympiadBoardHeader } from '@/components/game/OlympiadBoardHeader';
import { TourLauncher } from '@/components/tour/TourLauncher';
import { Alert } from '@/components/ui/Alert';
import { MESSAGES } from '@/lib/constants';
import type { RaceResult } from '@/lib/contracts/olympiads';
import { customRangeWindow, periodStart, type LeaderboardRole } from '@/lib/leaderboard';
import { formatMoneyCents } from '@/lib/money';
import { href } from '@/lib/routes/table';
import { firstParam, getLeaderboard, pageParam } from '@/server/bff/browse';
import { getViewer } from '@/server/bff/loaders';
import { getOlympiads, getOlympiadStats, getRaceResult } from '@/server/bff/olympiads';

type Query = Record<string, string | string[] | undefined>;

const monthName = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** The tournament view's address with these filters; role 'overall' and page 1 are left out. */
export function tournamentHref(q: {
  role?: LeaderboardRole;
  olympiad?: string;
  from?: string;
  to?: string;
  page?: number;
}) {
  return href(
    'nerve-boards',
    {},
    {
      view: 'tournament',
      role: q.role && q.role !== 'overall' ? q.role : undefined,
      olympiad: q.olympiad,
      from: q.from,
      to: q.to,
      page: q.page && q.page > 1 ? String(q.page) : undefined,
    },
  );
}

export async function TournamentBoard({
  community,
  title,
  role,
  query,
}: {
  community: string;
  /** The community's title. */
  title: string;
  role: LeaderboardRole;
  query: Query;
}) {
  const month = monthName.format(periodStart(new Date(), 'month')!);
  // An old link to a race that is no role ('/platform/olympiad/leaderboard/spring-cup').
  const unknownRace = firstParam(query.race);
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
  const page = pageParam(query.page);
  // A range the provider would refuse (backwards, or longer than it sums) is explained, not fetched.
  const checked = custom ? customRangeWindow(range, new Date()) : null;
  const refusal = checked && !checked.ok ? checked.error : null;
  const [board, stats] = await Promise.all([
    unknownRace || refusal
      ? null
      : selected && !custom
        ? getRaceResult(community, role, { olympiad: selected.id, page })
        : getLeaderboard(community, { role, period: 'month', page, ...range }),
    selected ? getOlympiadStats(selected.id) : null,
  ]);
  const cycleWord = selected?.cycle === 'weekly' ? 'week' : 'month';
  const emptyText = `${title} has no participants this ${cycleWord}.`;
  return (
    <>
      <TourLauncher page="leaderboard" signedIn={Boolean(await getViewer())} />
      {olympiads.length === 0 && !custom ? (
        <p className="muted">
          <strong>{MESSAGES.noTournaments}</strong> {title} has not run a tournament yet; this is {month}, ranked by the
          neurons earned since the 1st (UTC). For other time windows, choose{' '}
          <Link href={href('nerve-boards')}>All neurons</Link>.
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
        action={href('nerve-boards')}
        view="tournament"
        role={role}
        range={range}
      />
      {unknownRace ? (
        <div className="card empty-state">
          <h2>{MESSAGES.noTournaments}</h2>
          <p>
            {title} has no tournament called “{unknownRace}”.
          </p>
          <Link className="btn" href={tournamentHref({})}>
            View the current leaderboard
          </Link>
        </div>
      ) : board ? (
        <>
          <RaceLine board={board} />
          {board.total === 0 && (
            <div className="card empty-state">
              <p className="up-empty-title">No participants this cycle</p>
              {prior && (
                <p>
                  {title} has no participants this {cycleWord}.{' '}
                  <Link href={tournamentHref({ role, olympiad: String(prior.id) })}>View the prior {cycleWord}.</Link>
                </p>
              )}
            </div>
          )}
          <BoardRanking
            board={board}
            roleHref={(r) => tournamentHref({ ...windowQuery, role: r })}
            pageHref={(p) => tournamentHref({ ...windowQuery, role, page: p })}
            empty={emptyText}
          />
        </>
      ) : (
        <Alert kind="danger" autoClose={false}>
          {refusal ?? MESSAGES.generic}
        </Alert>
      )}
    </>
  );
}

/** The race a tournament board shows, its prize, and whether its standings are final. */
export function RaceLine({ board }: { board: object }) {
  if (!('race' in board && 'frozen' in board)) return null;
  const { race, frozen } = board as RaceResult;
  return (
    <p className="muted race-line">
      <strong>{race.name}</strong>
      {race.prize_cents > 0 && <> · prize {formatMoneyCents(race.prize_cents)}</>}
      {frozen ? ' · final standings, frozen when the tournament closed' : ''}
    </p>
  );
}

/** A YYYY-MM-DD day from the query, or undefined. */
export function dateParam(raw: string | undefined): string | undefined {
  return raw && /^\d{4}-\d{2}-\d{2}$/.test(raw) && !Number.isNaN(Date.parse(raw)) ? raw : undefined;
}
