// The fair-play check before an olympiad's money moves (issue 17 §6). Three patterns, each read
// from the olympiad's window and scope:
// - rating rings: two players who each rated the other's ideas (2+ ratings each way) at least
//   RING_MARGIN stars above what the rest of the crowd gave the same ideas;
// - shared fingerprints: a device fingerprint used by FINGERPRINT_ACCOUNTS or more accounts;
// - flat raters: FLAT_MIN_RATINGS or more ratings in the window, all the same value.
// Only players on the board are flagged. The evidence holds counts and screen names, never a
// fingerprint or an email: it is shown to admins, and a reversal's reason is public.
import { sql, type SQL } from 'drizzle-orm';
import { rows, type Db } from '../db/client';
import type { FairPlayKind } from '../db/schema';

export const RING_MARGIN = 1.5;
export const RING_MIN_RATINGS = 2;
export const FINGERPRINT_ACCOUNTS = 3;
export const FLAT_MIN_RATINGS = 10;

export interface FairPlayWindow {
  start: Date;
  end: Date;
  /** undefined: every community (the main community's olympiad). */
  platformId?: number;
}

export interface FairPlayFinding {
  userId: number;
  kind: FairPlayKind;
  evidence: Record<string, unknown>;
}

function inScope(w: FairPlayWindow): SQL {
  return sql`r.created_at >= ${w.start.toISOString()}::timestamptz and r.created_at < ${w.end.toISOString()}::timestamptz
    ${w.platformId === undefined ? sql`` : sql`and ch.platform_id = ${w.platformId}`}`;
}

async function ratingRings(db: Db, w: FairPlayWindow): Promise<FairPlayFinding[]> {
  const found = await rows<{
    rater: number;
    author: number;
    author_name: string;
    n: string | number;
    given: string | number;
    crowd: string | number | null;
  }>(
    db,
    sql`with r as (
      select r.user_id as rater, i.author_id as author, r.value, r.idea_id
      from ratings r join ideas i on i.id = r.idea_id join challenges ch on ch.id = i.challenge_id
      where ${inScope(w)} and r.user_id <> i.author_id
    ), crowd as (
      select x.idea_id, sum(x.value) as total, count(*) as n from ratings x
      where x.idea_id in (select idea_id from r) group by x.idea_id
    ), pair as (
      select r.rater, r.author, count(*) as n, avg(r.value) as given,
        avg(case when c.n > 1 then (c.total - r.value) / (c.n - 1) end) as crowd
      from r join crowd c on c.idea_id = r.idea_id
      group by r.rater, r.author having count(*) >= ${RING_MIN_RATINGS}
    )
    select a.rater, a.author, u.screen_name as author_name, a.n, a.given, a.crowd
    from pair a join pair b on b.rater = a.author and b.author = a.rater
    join users u on u.id = a.author
    where a.given - coalesce(a.crowd, 0) >= ${RING_MARGIN} and b.given - coalesce(b.crowd, 0) >= ${RING_MARGIN}`,
  );
  return found.map((row) => ({
    userId: Number(row.rater),
    kind: 'rating_ring' as const,
    evidence: {
      partner: row.author_name,
      ratings_given: Number(row.n),
      average_given: Math.round(Number(row.given) * 100) / 100,
      crowd_average: row.crowd === null ? null : Math.round(Number(row.crowd) * 100) / 100,
    },
  }));
}

async function sharedFingerprints(db: Db): Promise<FairPlayFinding[]> {
  const found = await rows<{ user_id: number; accounts: string | number; others: string[] }>(
    db,
    sql`with fp as (
      select distinct t.fingerprint, t.user_id from traits t
      where t.fingerprint is not null and t.user_id is not null
    ), shared as (
      select fingerprint from fp group by fingerprint having count(*) >= ${FINGERPRINT_ACCOUNTS}
    )
    select a.user_id, count(distinct b.user_id) + 1 as accounts,
      array_agg(distinct u.screen_name order by u.screen_name) as others
    from fp a join shared s on s.fingerprint = a.fingerprint
    join fp b on b.fingerprint = a.fingerprint and b.user_id <> a.user_id
    join users u on u.id = b.user_id
    group by a.user_id`,
  );
  return found.map((row) => ({
    userId: Number(row.user_id),
    kind: 'shared_fingerprint' as const,
    evidence: { accounts_on_one_device: Number(row.accounts), other_accounts: row.others },
  }));
}

async function flatRaters(db: Db, w: FairPlayWindow): Promise<FairPlayFinding[]> {
  const found = await rows<{ user_id: number; n: string | number; value: number }>(
    db,
    sql`select r.user_id, count(*) as n, min(r.value) as value
    from ratings r join ideas i on i.id = r.idea_id join challenges ch on ch.id = i.challenge_id
    where ${inScope(w)}
    group by r.user_id having count(*) >= ${FLAT_MIN_RATINGS} and min(r.value) = max(r.value)`,
  );
  return found.map((row) => ({
    userId: Number(row.user_id),
    kind: 'flat_rater' as const,
    evidence: { ratings: Number(row.n), every_rating: Number(row.value) },
  }));
}

/** The findings about players on the board (`boardUserIds`), at most one per player and kind. */
export async function checkFairPlay(db: Db, w: FairPlayWindow, boardUserIds: number[]): Promise<FairPlayFinding[]> {
  const onBoard = new Set(boardUserIds);
  const [rings, devices, flat] = await Promise.all([ratingRings(db, w), sharedFingerprints(db), flatRaters(db, w)]);
  const seen = new Set<string>();
  return [...rings, ...devices, ...flat].filter((f) => {
    const key = `${f.userId}:${f.kind}`;
    if (!onBoard.has(f.userId) || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
