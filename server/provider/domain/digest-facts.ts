// What a game digest says (issue 19 §4), read for a batch of players at once: each fact is one
// set-based statement over the batch's ids (`= any(array[...])`), never one query per player.
import { and, eq, gt, lte, sql, type SQL } from 'drizzle-orm';
import { closingHorizonMs, type DigestPeriod } from '@/lib/game/digest';
import { rows, type Db } from '../db/client';
import { olympiads } from '../db/schema';

export interface DigestIdea {
  title: string;
  challengeSlug: string;
  newRatings: number;
  average: number;
}
export interface DigestChallenge {
  slug: string;
  title: string;
  closesAt: Date;
}
export interface DigestTournament {
  title: string;
  platformSlug: string;
  rank: number;
  players: number;
  neurons: number;
  endsAt: Date;
}
export interface DigestFacts {
  rankNow: number | null;
  /** The last sent digest's rank, else the rank at the period's start; null when not ranked then. */
  rankBefore: number | null;
  boardPlayers: number;
  neurons: number;
  ratingsGiven: number;
  ideas: DigestIdea[];
  closing: DigestChallenge[];
  tournaments: DigestTournament[];
  unread: number;
}

/** Items listed per section; the counts in the subject cover all of them. */
export const DIGEST_LIST_MAX = 5;

const n = (v: string | number | null | undefined) => Number(v ?? 0);
/** The all-time overall board of every community (neuron_board, period 'all'). */
const ALL_TIME = sql`period = 'all' and period_start = '1970-01-01' and scope = 0 and role = 'overall' and facet = ''`;

function idArray(ids: number[]): SQL {
  return sql.raw(`array[${ids.map((id) => Math.trunc(id)).join(',')}]::int[]`);
}

/** The dense all-time rank each ranked player held at the period's start, for the whole board. */
export async function ranksAtStart(db: Db, period: DigestPeriod): Promise<Map<number, number>> {
  const found = await rows<{ user_id: number; rank: string | number }>(
    db,
    sql`with moved as (
        select user_id, sum(points) as p from point_events
        where created_at >= ${period.start.toISOString()} and created_at < ${period.end.toISOString()} group by user_id),
      before as (
        select b.user_id, b.points - coalesce(m.p, 0) as pts from neuron_board b left join moved m using (user_id)
        where ${ALL_TIME})
      select user_id, dense_rank() over (order by pts desc) as rank from before where pts > 0`,
  );
  return new Map(found.map((r) => [r.user_id, n(r.rank)]));
}

/** Every fact of every player in the batch, by user id. */
export async function loadDigestFacts(
  db: Db,
  ids: number[],
  period: DigestPeriod,
  now: Date,
  startRanks: Map<number, number>,
): Promise<Map<number, DigestFacts>> {
  const list = idArray(ids);
  const from = period.start.toISOString();
  const to = period.end.toISOString();
  const closingBy = new Date(now.getTime() + closingHorizonMs(period.frequency)).toISOString();
  const current = await db
    .select()
    .from(olympiads)
    .where(
      and(
        eq(olympiads.isCurrent, true),
        eq(olympiads.state, 'open'),
        lte(olympiads.startTime, now),
        gt(olympiads.endTime, now),
      ),
    );
  // Every tournament is read from its own trigger-kept board (migration 0046), whatever its window.
  const running = current.map((o) => o.id);

  const [ranks, previous, neurons, given, ideaRows, closingRows, tournamentRows, unread] = await Promise.all([
    rows<{ user_id: number; rank: string | number; players: string | number }>(
      db,
      sql`select b.user_id,
          (select count(*) from neuron_board_score s where ${ALL_TIME} and s.players > 0 and s.points > b.points) + 1 as rank,
          (select sum(s.players) from neuron_board_score s where ${ALL_TIME} and s.points > 0) as players
        from neuron_board b where ${ALL_TIME} and b.points > 0 and b.user_id = any(${list})`,
    ),
    rows<{ user_id: number; rank: number }>(
      db,
      sql`select distinct on (user_id) user_id, rank from email_digests
        where user_id = any(${list}) and email_id is not null and rank is not null and period_start < ${period.key}::date
        order by user_id, period_start desc`,
    ),
    rows<{ user_id: number; points: string | number }>(
      db,
      sql`select user_id, sum(points) as points from point_events
        where user_id = any(${list}) and created_at >= ${from} and created_at < ${to} group by user_id`,
    ),
    rows<{ user_id: number; given: string | number }>(
      db,
      sql`select user_id, count(*) as given from ratings
        where user_id = any(${list}) and created_at >= ${from} and created_at < ${to} group by user_id`,
    ),
    rows<{ user_id: number; title: string; slug: string; fresh: string | number; average: string | number }>(
      db,
      sql`select i.author_id as user_id, i.title, c.slug, count(*) as fresh, avg(r.value) as average
        from ideas i join ratings r on r.idea_id = i.id join challenges c on c.id = i.challenge_id
        where i.author_id = any(${list}) and r.created_at >= ${from} and r.created_at < ${to}
        group by i.author_id, i.id, i.title, c.slug order by i.author_id, count(*) desc, i.id`,
    ),
    rows<{ user_id: number; slug: string; question_title: string; duration_end: string | Date }>(
      db,
      sql`select distinct i.author_id as user_id, c.slug, c.question_title, c.duration_end
        from ideas i join challenges c on c.id = i.challenge_id
        where i.author_id = any(${list}) and c.state = 'published' and not c.is_closed and c.status <> 'closed'
          and c.duration_end > ${now.toISOString()} and c.duration_end <= ${closingBy}
        order by i.author_id, c.duration_end`,
    ),
    running.length
      ? rows<{
          user_id: number;
          title: string;
          slug: string;
          end_time: string | Date;
          points: string | number;
          rank: string | number;
          players: string | number;
        }>(
          db,
          sql`select b.user_id, o.title, p.slug, o.end_time, b.points,
              (select count(*) from neuron_board_score s where s.period = b.period and s.period_start = b.period_start
                and s.scope = b.scope and s.role = 'overall' and s.facet = '' and s.players > 0 and s.points > b.points) + 1 as rank,
              (select sum(s.players) from neuron_board_score s where s.period = b.period and s.period_start = b.period_start
                and s.scope = b.scope and s.role = 'overall' and s.facet = '' and s.points > 0) as players
            from olympiads o join platforms p on p.id = o.platform_id
            join neuron_board b on b.period = 'olympiad' and b.period_start = date '1970-01-01' and b.scope = o.id
              and b.role = 'overall' and b.facet = '' and b.points > 0
            where o.id = any(${idArray(running)}) and b.user_id = any(${list})
            order by b.user_id, rank`,
        )
      : Promise.resolve([]),
    rows<{ user_id: number; unread: string | number }>(
      db,
      sql`select user_id, count(*) as unread from notifications
        where user_id = any(${list}) and read_at is null group by user_id`,
    ),
  ]);

  const facts = new Map<number, DigestFacts>(
    ids.map((id) => [
      id,
      {
        rankNow: null,
        rankBefore: startRanks.get(id) ?? null,
        boardPlayers: 0,
        neurons: 0,
        ratingsGiven: 0,
        ideas: [],
        closing: [],
        tournaments: [],
        unread: 0,
      },
    ]),
  );
  const at = (id: number) => facts.get(id)!;
  for (const r of ranks) Object.assign(at(r.user_id), { rankNow: n(r.rank), boardPlayers: n(r.players) });
  for (const r of previous) at(r.user_id).rankBefore = r.rank;
  for (const r of neurons) at(r.user_id).neurons = n(r.points);
  for (const r of given) at(r.user_id).ratingsGiven = n(r.given);
  for (const r of ideaRows)
    at(r.user_id).ideas.push({ title: r.title, challengeSlug: r.slug, newRatings: n(r.fresh), average: n(r.average) });
  for (const r of closingRows)
    at(r.user_id).closing.push({ slug: r.slug, title: r.question_title, closesAt: new Date(r.duration_end) });
  for (const r of tournamentRows)
    at(r.user_id).tournaments.push({
      title: r.title,
      platformSlug: r.slug,
      rank: n(r.rank),
      players: n(r.players),
      neurons: n(r.points),
      endsAt: new Date(r.end_time),
    });
  for (const r of unread) at(r.user_id).unread = n(r.unread);
  return facts;
}

/** Nothing moved and nothing waits: no email. */
export function hasNews(f: DigestFacts): boolean {
  return (
    f.neurons !== 0 ||
    f.ratingsGiven > 0 ||
    f.ideas.length > 0 ||
    f.closing.length > 0 ||
    f.tournaments.length > 0 ||
    f.unread > 0 ||
    (f.rankNow !== null && f.rankBefore !== null && f.rankNow !== f.rankBefore)
  );
}
