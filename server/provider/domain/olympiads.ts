// Tournaments (olympiads, spec 3 §2.5, §7): the current one of a community, with the fallback to
// the main community's when a community (or a user's platform) runs none.
import { and, eq, gt, lte, type SQL } from 'drizzle-orm';
import type { Olympiad, OlympiadWidget } from '@/lib/contracts/home';
import { MAIN_COMMUNITY } from '@/lib/hosts';
import { olympiadStatus } from '@/lib/game/olympiads';
import type { Db } from '../db/client';
import { olympiads, platforms } from '../db/schema';
import { boardTotal } from './leaderboard-board';
import { findPlatform, type PlatformRow } from './platforms';
import { findUserByScreenName } from './users';

type OlympiadRow = typeof olympiads.$inferSelect;

export function toOlympiad(row: OlympiadRow, now: Date): Olympiad {
  return {
    id: row.id,
    title: row.title,
    cycle: row.cycle,
    start_time: row.startTime.toISOString(),
    end_time: row.endTime.toISOString(),
    prize_total: row.prizeTotalCents,
    is_current: row.isCurrent,
    status: olympiadStatus({ start: row.startTime, end: row.endTime }, now),
  };
}

/**
 * The olympiad running on a platform now: its cycle has started and not ended. The stored
 * is_current flag is not trusted for this, since nothing flips it when a cycle ends.
 */
function runningOn(platformId: number, now: Date): SQL {
  return and(eq(olympiads.platformId, platformId), lte(olympiads.startTime, now), gt(olympiads.endTime, now))!;
}

async function findOne(db: Db, where: SQL): Promise<OlympiadRow | null> {
  const [row] = await db.select().from(olympiads).where(where).limit(1);
  return row ?? null;
}

/**
 * A tournament's participants (spec 3 §1, §2.5): the players on its overall board, the players who
 * entered, rated, asked, mentored, scouted and so on in its window with neurons to show for it.
 * Directing alone does not make a participant: director neurons stay off the overall race, as at
 * closing, so a player whose only neurons in the window are a director's is not counted (nor is a
 * player whose neurons came to nothing after reversals). It is the histogram's sum of that board
 * (migration 0048), the same figure as the board's total, not a count over the ledger.
 */
export async function countOlympiadParticipants(db: Db, row: OlympiadRow, now: Date): Promise<number> {
  return boardTotal(db, {
    role: 'overall',
    period: 'all',
    now,
    olympiad: { id: row.id, start: row.startTime, end: row.endTime < now ? row.endTime : now },
  });
}

async function widgetOf(
  db: Db,
  row: OlympiadRow,
  platform: PlatformRow,
  fallback: boolean,
  now: Date,
): Promise<OlympiadWidget> {
  return {
    current: {
      olympiad: toOlympiad(row, now),
      platform: { slug: platform.slug, subdomain: platform.subdomain, title: platform.title, is_main: platform.isMain },
      fallback,
      participants: await countOlympiadParticipants(db, row, now),
    },
  };
}

export type OlympiadLookup = { ok: true; widget: OlympiadWidget } | { ok: false; missing: 'platform' | 'olympiad' };

/**
 * GET /widgets/olympiads/{id}: `id` 'current' is the current olympiad of `platformKey` (a community,
 * or a user's screen name, whose platform runs none), else the main community's; a number is that
 * olympiad, which must belong to `platformKey` when one is given.
 */
export async function loadOlympiadWidget(
  db: Db,
  id: 'current' | number,
  platformKey: string | undefined,
  now: Date,
): Promise<OlympiadLookup> {
  const main = await findPlatform(db, MAIN_COMMUNITY);
  if (!main) return { ok: false, missing: 'platform' };
  let asked: PlatformRow | null = main;
  if (platformKey !== undefined) {
    asked = await findPlatform(db, platformKey);
    if (!asked && !(await findUserByScreenName(db, platformKey))) return { ok: false, missing: 'platform' };
  }

  if (id !== 'current') {
    const row = await findOne(db, eq(olympiads.id, id));
    if (!row || (platformKey !== undefined && row.platformId !== asked?.id)) return { ok: false, missing: 'olympiad' };
    const [owner] = await db.select().from(platforms).where(eq(platforms.id, row.platformId)).limit(1);
    return { ok: true, widget: await widgetOf(db, row, owner, false, now) };
  }

  const own = asked ? await findOne(db, runningOn(asked.id, now)) : null;
  if (own) return { ok: true, widget: await widgetOf(db, own, asked!, false, now) };
  if (asked?.id === main.id) return { ok: true, widget: { current: null } };
  const mains = await findOne(db, runningOn(main.id, now));
  return { ok: true, widget: mains ? await widgetOf(db, mains, main, true, now) : { current: null } };
}
