// Closing, paying and renewing olympiads (issue 17 §3, §4; spec 3 §2.5, §4, §9). One database
// transaction per step, each under a lock on the olympiad's row (SELECT ... FOR UPDATE), so two
// processes running the job at once queue on the row and the second finds the work done:
// - close: ranks the window's board, runs the fair-play check, splits the prize pool among the
//   top third (lib/game/olympiad-prizes.ts), stores the results held for review (state 'review'),
//   and creates the next cycle (renewal; the unique (platform_id, start_time) makes it once);
// - pay: moves each eligible, unheld share from the olympiad's prize_pool account into the
//   player's wallet, in one ledger transaction per run, and marks those results paid;
// - release / reverse a fair-play flag: a released player's share becomes payable (and is paid
//   at once when the olympiad was already paid); a reversal takes the flagged neurons back with
//   negative ledger events inside the window and withholds the share, which stays in the pool.
import { and, asc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import { allocateOlympiadPrizes } from '@/lib/game/olympiad-prizes';
import { MONEY_REASONS } from '@/lib/payments';
import { rows, type Db, type Tx } from '../db/client';
import { fairPlayFlags, olympiadResults, olympiads, platforms } from '../db/schema';
import { checkFairPlay } from './fair-play';
import { nextCycleValues } from './olympiad-base';
import { balanceOf, postTransaction, prizePoolOf, walletOf } from './ledger';
import { notifyTournamentResults } from './closing-notifications';

type OlympiadRow = typeof olympiads.$inferSelect;

/** Roles whose neurons count on an olympiad's board: every role but director (spec 3 §1). */
export const EXCLUDED_BOARD_ROLES = ['director'] as const;

async function lockOlympiad(tx: Tx, id: number): Promise<OlympiadRow | null> {
  const [row] = await tx.select().from(olympiads).where(eq(olympiads.id, id)).for('update');
  return row ?? null;
}

async function scopeOf(tx: Db | Tx, row: OlympiadRow): Promise<number | undefined> {
  const [platform] = await tx
    .select({ isMain: platforms.isMain })
    .from(platforms)
    .where(eq(platforms.id, row.platformId));
  return platform?.isMain ? undefined : row.platformId;
}

/** The window's board, best first: neurons desc, then screen name, then id. */
export async function windowBoard(
  db: Db | Tx,
  window: { start: Date; end: Date; platformId?: number },
): Promise<{ userId: number; neurons: number }[]> {
  const found = await rows<{ user_id: number; points: string | number }>(
    db as Db,
    sql`select pe.user_id, sum(pe.points) as points
    from point_events pe join users u on u.id = pe.user_id
    where u.deleted_at is null and pe.created_at >= ${window.start.toISOString()}::timestamptz
      and pe.created_at < ${window.end.toISOString()}::timestamptz
      and pe.role <> all(${sql.raw(`ARRAY[${EXCLUDED_BOARD_ROLES.map((r) => `'${r}'`).join(',')}]`)})
      ${window.platformId === undefined ? sql`` : sql`and pe.platform_id = ${window.platformId}`}
    group by pe.user_id, u.screen_name having sum(pe.points) > 0
    order by sum(pe.points) desc, lower(u.screen_name), pe.user_id`,
  );
  return found.map((row) => ({ userId: Number(row.user_id), neurons: Number(row.points) }));
}

/**
 * Creates the cycle after `row` from its base olympiad unless one exists (scheduled ahead by an
 * admin, or by another run) or the base is stopped, and makes the next cycle current when nothing else is. Answers the id it created.
 */
async function renew(tx: Tx, row: OlympiadRow): Promise<number | null> {
  await tx.update(olympiads).set({ isCurrent: false }).where(eq(olympiads.id, row.id));
  const later = () =>
    tx
      .select({ id: olympiads.id })
      .from(olympiads)
      .where(
        and(
          eq(olympiads.platformId, row.platformId),
          gt(olympiads.startTime, row.startTime),
          eq(olympiads.state, 'open'),
        ),
      )
      .orderBy(asc(olympiads.startTime))
      .limit(1);
  let [next_] = await later();
  let created: number | null = null;
  const values = next_ ? null : await nextCycleValues(tx, row);
  if (values) {
    const [inserted] = await tx
      .insert(olympiads)
      .values({ ...values, isCurrent: false })
      .onConflictDoNothing()
      .returning({ id: olympiads.id });
    created = inserted?.id ?? null;
    [next_] = await later();
  }
  const [current] = await tx
    .select({ id: olympiads.id })
    .from(olympiads)
    .where(and(eq(olympiads.platformId, row.platformId), eq(olympiads.isCurrent, true)));
  if (!current && next_) await tx.update(olympiads).set({ isCurrent: true }).where(eq(olympiads.id, next_.id));
  return created;
}

/** Postgres lock_not_available, as pg or PGlite raise it or drizzle wraps it as `cause`. */
function isLockTimeout(err: unknown): boolean {
  for (let e = err as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e)
    if (e.code === '55P03') return true;
  return false;
}

/**
 * Runs a change of an olympiad's window again when its board trigger gave up waiting for the
 * community's awards in flight (migration 0052 takes the board lock with lock_timeout 1 s, so
 * awards never queue long behind a window change); the whole transaction is retried.
 */
export async function retryBoardLock<T>(run: () => Promise<T>, attempts = 4): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (err) {
      if (attempt >= attempts || !isLockTimeout(err)) throw err;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}

export interface ClosedOlympiad {
  id: number;
  players: number;
  winners: number;
  poolCents: number;
  flagged: number;
  renewedId: number | null;
}

/**
 * Closes one olympiad whose end has passed (or any open one with `force`, the admin's close now):
 * null when it is not open (already closed by another run) or not yet due.
 */
export async function closeOlympiad(
  db: Db,
  id: number,
  now: Date,
  { force = false }: { force?: boolean } = {},
): Promise<ClosedOlympiad | null> {
  // Closing early first ends the window now (the board counts to this moment), in a transaction of
  // its own: the re-timing takes its community's board lock (migration 0052: it only drops the
  // events dated after now, normally none, else rebuilds the board), which holds that community's
  // awards back until it commits, so it must not last through the ranking. Should the close then
  // fail, the ended olympiad is the job's to close.
  if (force && !(await retryBoardLock(() => endNow(db, id, now)))) return null;
  return retryBoardLock(() => closeAndRank(db, id, now, force));
}

/** The closing transaction: ranking, fair-play check, allocation, results, the next cycle. */
async function closeAndRank(db: Db, id: number, now: Date, force: boolean): Promise<ClosedOlympiad | null> {
  return db.transaction(async (tx) => {
    const row = await lockOlympiad(tx, id);
    if (!row || row.state !== 'open') return null;
    if (!force && (row.pausedAt || row.endTime > now)) return null;
    const platformId = await scopeOf(tx, row);
    const window = { start: row.startTime, end: row.endTime, platformId };
    const board = await windowBoard(tx, window);
    const findings = await checkFairPlay(
      tx as unknown as Db,
      window,
      board.map((p) => p.userId),
    );
    const neuronsOf = new Map(board.map((p) => [p.userId, p.neurons]));
    for (let i = 0; i < findings.length; i += 1000)
      await tx
        .insert(fairPlayFlags)
        .values(
          findings.slice(i, i + 1000).map((f) => ({
            olympiadId: id,
            userId: f.userId,
            kind: f.kind,
            evidence: f.evidence,
            neurons: neuronsOf.get(f.userId) ?? 0,
            createdAt: now,
          })),
        )
        .onConflictDoNothing();
    const held = new Set(findings.map((f) => f.userId));
    const pool = await balanceOf(tx, prizePoolOf(id));
    const allocation = allocateOlympiadPrizes(board, pool);
    // One statement over arrays (as Postgres array literals, which pg and PGlite pass alike): at
    // 100,000 players, 47 multi-row inserts of 2,000 rows took about 12 s of a 24 s close.
    const column = (values: (number | boolean)[]) => `{${values.join(',')}}`;
    if (allocation.length)
      await tx.execute(sql`insert into ${olympiadResults} (olympiad_id, user_id, rank, position, neurons, prize_cents, held)
        select ${id}::int, r.* from unnest(
          ${column(allocation.map((a) => a.userId))}::int[], ${column(allocation.map((a) => a.rank))}::int[],
          ${column(allocation.map((a) => a.position))}::int[], ${column(allocation.map((a) => a.neurons))}::numeric[],
          ${column(allocation.map((a) => a.prizeCents))}::int[], ${column(allocation.map((a) => held.has(a.userId)))}::boolean[]
        ) as r(user_id, rank, position, neurons, prize_cents, held)`);
    await tx.update(olympiads).set({ state: 'review', closedAt: now, updatedAt: now }).where(eq(olympiads.id, id));
    await notifyTournamentResults(tx, id, now);
    const renewedId = await renew(tx, row);
    return {
      id,
      players: allocation.length,
      winners: allocation.filter((a) => a.prizeCents > 0).length,
      poolCents: pool,
      flagged: held.size,
      renewedId,
    };
  });
}

/** Ends an open, started olympiad now (a close now): false when it is not open or not started. */
async function endNow(db: Db, id: number, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const row = await lockOlympiad(tx, id);
    if (!row || row.state !== 'open' || row.startTime >= now) return false;
    if (row.endTime > now) await tx.update(olympiads).set({ endTime: now }).where(eq(olympiads.id, id));
    return true;
  });
}

/** The closing job: every open olympiad whose end has passed and that is not paused. */
export async function closeDueOlympiads(db: Db, now: Date): Promise<ClosedOlympiad[]> {
  const due = await db
    .select({ id: olympiads.id })
    .from(olympiads)
    .where(and(eq(olympiads.state, 'open'), lte(olympiads.endTime, now), isNull(olympiads.pausedAt)))
    .orderBy(asc(olympiads.endTime));
  const closed: ClosedOlympiad[] = [];
  for (const { id } of due) {
    const done = await closeOlympiad(db, id, now);
    if (done) closed.push(done);
  }
  return closed;
}

/** Pays the unpaid, unheld shares of an olympiad under its row lock (the caller's transaction). */
async function payShares(tx: Tx, row: OlympiadRow, actorId: number | null, now: Date): Promise<number> {
  const due = await tx
    .select({ userId: olympiadResults.userId, cents: olympiadResults.prizeCents })
    .from(olympiadResults)
    .where(
      and(
        eq(olympiadResults.olympiadId, row.id),
        gt(olympiadResults.prizeCents, 0),
        eq(olympiadResults.held, false),
        isNull(olympiadResults.paidTransactionId),
      ),
    )
    .orderBy(asc(olympiadResults.userId));
  if (!due.length) return 0;
  const total = due.reduce((sum, d) => sum + d.cents, 0);
  const first = due[0].userId;
  const last = due[due.length - 1].userId;
  const posted = await postTransaction(tx, {
    // The same set of players paid twice is one movement.
    key: `olympiad-prizes:${row.id}:${first}-${last}:${due.length}:${total}`,
    reason: MONEY_REASONS.olympiadPrize,
    reference: { type: 'olympiad', id: row.id },
    legs: [
      { account: prizePoolOf(row.id), cents: -total },
      ...due.map((d) => ({ account: walletOf(d.userId), cents: d.cents })),
    ],
    actor: { userId: actorId },
    memo: row.title,
    at: now,
  });
  await tx
    .update(olympiadResults)
    .set({ paidTransactionId: posted.transactionId })
    .where(
      and(
        eq(olympiadResults.olympiadId, row.id),
        gt(olympiadResults.prizeCents, 0),
        eq(olympiadResults.held, false),
        isNull(olympiadResults.paidTransactionId),
      ),
    );
  return due.length;
}

export type PayOutcome = { ok: true; paid: number } | { ok: false; status: 404 | 409; error: string };

export const OLYMPIAD_MESSAGES = {
  notFound: 'Tournament not found',
  stillOpen: 'This tournament is still open; close it before paying its prizes.',
  notOpen: 'This tournament is already closed.',
  flagDecided: 'This fair-play flag has already been decided.',
  flagNotFound: 'Fair-play flag not found',
  forbidden: 'Only admins or the tournament’s director can do this.',
} as const;

/** Pays every eligible player of a closed olympiad (idempotent: a second run pays nobody twice). */
export async function payOlympiad(db: Db, id: number, actorId: number | null, now = new Date()): Promise<PayOutcome> {
  return db.transaction(async (tx) => {
    const row = await lockOlympiad(tx, id);
    if (!row) return { ok: false, status: 404, error: OLYMPIAD_MESSAGES.notFound };
    if (row.state === 'open') return { ok: false, status: 409, error: OLYMPIAD_MESSAGES.stillOpen };
    const paid = await payShares(tx, row, actorId, now);
    if (row.state !== 'paid')
      await tx.update(olympiads).set({ state: 'paid', paidAt: now, updatedAt: now }).where(eq(olympiads.id, id));
    return { ok: true, paid };
  });
}

export type FlagOutcome = { ok: true } | { ok: false; status: 404 | 409; error: string };

/** Releases or reverses a held flag (admin or director). */
export async function decideFlag(
  db: Db,
  flagId: number,
  decision: { action: 'release' } | { action: 'reverse'; reason: string },
  actorId: number,
  now = new Date(),
): Promise<FlagOutcome> {
  const [flag] = await db.select().from(fairPlayFlags).where(eq(fairPlayFlags.id, flagId));
  if (!flag) return { ok: false, status: 404, error: OLYMPIAD_MESSAGES.flagNotFound };
  return db.transaction(async (tx) => {
    const row = (await lockOlympiad(tx, flag.olympiadId))!;
    const [current] = await tx.select().from(fairPlayFlags).where(eq(fairPlayFlags.id, flagId));
    if (current.state !== 'held') return { ok: false, status: 409, error: OLYMPIAD_MESSAGES.flagDecided };
    const where = and(eq(olympiadResults.olympiadId, row.id), eq(olympiadResults.userId, flag.userId));
    if (decision.action === 'release') {
      await tx
        .update(fairPlayFlags)
        .set({ state: 'released', decidedBy: actorId, decidedAt: now })
        .where(eq(fairPlayFlags.id, flagId));
      const [other] = await tx
        .select({ id: fairPlayFlags.id })
        .from(fairPlayFlags)
        .where(
          and(
            eq(fairPlayFlags.olympiadId, row.id),
            eq(fairPlayFlags.userId, flag.userId),
            eq(fairPlayFlags.state, 'held'),
          ),
        );
      if (!other) {
        await tx.update(olympiadResults).set({ held: false }).where(where);
        if (row.state === 'paid') await payShares(tx, row, actorId, now);
      }
      return { ok: true };
    }
    // Reverse: every held flag of the player in this olympiad is decided with this one.
    await tx
      .update(fairPlayFlags)
      .set({ state: 'reversed', decidedBy: actorId, decidedAt: now, reason: decision.reason })
      .where(and(eq(fairPlayFlags.id, flagId)));
    await tx
      .update(fairPlayFlags)
      .set({ state: 'released', decidedBy: actorId, decidedAt: now })
      .where(
        and(
          eq(fairPlayFlags.olympiadId, row.id),
          eq(fairPlayFlags.userId, flag.userId),
          eq(fairPlayFlags.state, 'held'),
        ),
      );
    await tx.update(olympiadResults).set({ prizeCents: 0, held: false, neurons: 0 }).where(where);
    // The neurons earned in the window, taken back per role and community inside the window.
    const platformId = await scopeOf(tx, row);
    await tx.execute(sql`insert into point_events (user_id, platform_id, role, reason, points, context_type, context_id, created_at)
      select pe.user_id, pe.platform_id, pe.role, 'FairPlayReversal', -sum(pe.points), 'olympiad', ${row.id},
        ${new Date(row.endTime.getTime() - 1).toISOString()}::timestamptz
      from point_events pe
      where pe.user_id = ${flag.userId} and pe.created_at >= ${row.startTime.toISOString()}::timestamptz
        and pe.created_at < ${row.endTime.toISOString()}::timestamptz
        ${platformId === undefined ? sql`` : sql`and pe.platform_id = ${platformId}`}
      group by pe.user_id, pe.platform_id, pe.role having sum(pe.points) > 0`);
    return { ok: true };
  });
}
