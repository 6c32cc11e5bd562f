// SQL predicates over published challenges, shared by search and the home widgets so that "open",
// "closed" and "in this category" mean the same thing on every list.
import { and, eq, gt, inArray, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { isChallengeClosed } from '@/lib/countdown';
import { challenges } from '../db/schema';

type ChallengeRow = typeof challenges.$inferSelect;

/** Which challenges a challenges home lists: a community's, one catalyst's, or (main community) all. */
export type ChallengeScope = { platformId?: number; catalystId?: number };

/** The whole open/closed rule of spec 2 §4 applied to a stored challenge. */
export function isClosedRow(
  row: Pick<ChallengeRow, 'isClosed' | 'status' | 'state' | 'durationEnd'>,
  now = new Date(),
): boolean {
  return isChallengeClosed(
    { is_closed: row.isClosed, status: row.status, state: row.state, duration_end: row.durationEnd.toISOString() },
    now,
  );
}

/** Published challenges of a scope: a community's, one catalyst's, or (main community) all. */
export function publishedIn(scope: ChallengeScope): SQL {
  return and(
    eq(challenges.state, 'published'),
    scope.platformId !== undefined ? eq(challenges.platformId, scope.platformId) : undefined,
    scope.catalystId !== undefined ? eq(challenges.catalystId, scope.catalystId) : undefined,
  )!;
}

/**
 * Open until it is flagged closed, its status is closed, or its end time passes (spec 2 §4). The
 * time test matters between the end and the closing job: a challenge past its end is not open.
 */
export function isOpenAt(now: Date): SQL {
  return and(notMarkedClosed(), gt(challenges.durationEnd, now))!;
}

/** Not yet flagged or given the closed status: open, or past its end and waiting for the closing job. */
export function notMarkedClosed(): SQL {
  return and(eq(challenges.isClosed, false), ne(challenges.status, 'closed'))!;
}

export function isClosedAt(now: Date): SQL {
  return or(eq(challenges.isClosed, true), eq(challenges.status, 'closed'), lte(challenges.durationEnd, now))!;
}

/** Challenges whose main category is one of `ids` (a category and its descendants). */
export function inCategories(ids: number[] | undefined): SQL | undefined {
  return ids ? inArray(challenges.mainCategoryId, ids.length ? ids : [-1]) : undefined;
}

/** Open ones first (newest start first), then closed ones (most recently ended first). */
export function openFirstOrder(now: Date): SQL[] {
  const closed = sql`(${isClosedAt(now)})`;
  return [
    sql`${closed} asc`,
    sql`case when ${closed} then ${challenges.durationEnd} else ${challenges.durationStart} end desc`,
    sql`${challenges.id} desc`,
  ];
}
