// Entering an idea (POST /ideas/v2, spec 2 §3-§5, §7): in an open, published challenge, by anyone
// signed in but its catalyst, within the challenge's max_user_ideas. The idea, its entry fee (the
// innovator's wallet to the challenge's escrow, spec 2 §2 idea-entry-fee) and the IdeaCreated
// neurons are written in one transaction that first locks the challenge row, so two entries at the
// limit (two tabs, a double click) cannot both pass the count, and a refused idea keeps no money.
// The fee's ledger key is the request's Idempotency-Key: a retried request enters nothing twice
// and answers with the idea the first one entered.
import { and, count, eq } from 'drizzle-orm';
import type { FieldError } from '@/lib/contracts/errors';
import type { IdeaAllowance, IdeaCreated } from '@/lib/contracts/idea';
import {
  IDEA_CREATED_POINTS,
  IDEA_CREATED_REASON,
  IDEA_MESSAGES,
  INNOVATOR_ROLE,
  ideaEntryErrors,
  ideasLeft,
  limitReachedMessage,
  type IdeaEntry,
} from '@/lib/challenges/idea-entry';
import type { Db, Tx } from '../db/client';
import { challenges, ideas, platforms } from '../db/schema';
import { isClosedRow } from './challenge-filters';
import type { UserRow } from './users';
import { awardPoints } from './points';
import {
  IdempotencyConflict,
  InsufficientFunds,
  escrowOf,
  postTransaction,
  transactionByKey,
  walletOf,
} from './ledger';
import { MONEY_REASONS, PAYMENT_MESSAGES, shortOfFundsMessage } from '@/lib/payments';

type ChallengeRow = typeof challenges.$inferSelect;
export type IdeaCreateResult =
  | { ok: true; idea: IdeaCreated }
  | { ok: false; status: 402 | 403 | 404 | 409 | 422; errors: FieldError[]; balance_cents?: number };

/** Who enters: the player, and the admin shadowing them (the ledger records both). */
export interface EntryRequest {
  user: UserRow;
  shadowAdminId?: number | null;
  /** The browser's Idempotency-Key for this submission, when it sent one. */
  requestKey?: string;
}

const refuse = (status: 402 | 403 | 404 | 409 | 422, error: string, field = '*') => ({
  ok: false as const,
  status,
  errors: [{ field, error }],
});

/** A challenge named by its slug, or by its id written as digits. */
function byReference(reference: string) {
  return /^\d{1,9}$/.test(reference) ? eq(challenges.id, Number(reference)) : eq(challenges.slug, reference);
}

async function enteredBy(db: Db | Tx, challengeId: number, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(ideas)
    .where(and(eq(ideas.challengeId, challengeId), eq(ideas.authorId, userId)));
  return row?.n ?? 0;
}

/** The rules a stored challenge sets, before any count: published, open, not one's own. */
function challengeRefusal(
  row: ChallengeRow | undefined,
  user: UserRow,
  now: Date,
): Exclude<IdeaCreateResult, { ok: true }> | null {
  if (!row || row.state !== 'published') return refuse(404, IDEA_MESSAGES.notFound);
  if (isClosedRow(row, now)) return refuse(409, IDEA_MESSAGES.closed);
  // The catalyst rates, mentors and picks in their own challenge, and does not compete in it for
  // its prize (spec 2 §6); a test-an-idea catalyst's idea is entered once, at publishing.
  if (row.catalystId === user.id) return refuse(403, IDEA_MESSAGES.ownChallenge);
  return null;
}

export async function createIdea(
  db: Db,
  request: EntryRequest | UserRow,
  entry: IdeaEntry,
  now = new Date(),
): Promise<IdeaCreateResult> {
  const { user, shadowAdminId = null, requestKey } = 'user' in request ? request : { user: request };
  try {
    return await enter(db, { user, shadowAdminId, requestKey }, entry, now);
  } catch (err) {
    if (err instanceof IdempotencyConflict) return refuse(409, PAYMENT_MESSAGES.keyReused);
    if (!(err instanceof InsufficientFunds)) throw err;
    return {
      ...refuse(402, shortOfFundsMessage(err.neededCents, err.balanceCents), 'entry_fee_cents'),
      balance_cents: err.balanceCents,
    };
  }
}

/** The idea an earlier request with the same key entered (its fee's memo names it). */
async function replayed(tx: Tx, key: string, row: ChallengeRow, platform: string, userId: number) {
  const before = await transactionByKey(tx, key);
  if (!before) return null;
  const ideaId = Number(/^idea:(\d+)$/.exec(before.memo ?? '')?.[1]);
  const entered = await enteredBy(tx, row.id, userId);
  return {
    ok: true as const,
    idea: {
      id: ideaId,
      challenge: { id: row.id, slug: row.slug },
      platform,
      ideas_entered: entered,
      max_user_ideas: row.maxUserIdeas,
      ideas_left: ideasLeft(entered, row.maxUserIdeas),
    },
  };
}

async function enter(
  db: Db,
  { user, shadowAdminId, requestKey }: EntryRequest,
  entry: IdeaEntry,
  now: Date,
): Promise<IdeaCreateResult> {
  return db.transaction(async (tx) => {
    // FOR UPDATE: entries in one challenge queue here, so each one counts the ideas before it.
    // With its community's slug in the same read: one round trip fewer for a call with a latency budget.
    const [found] = await tx
      .select({ row: challenges, platformSlug: platforms.slug })
      .from(challenges)
      .innerJoin(platforms, eq(platforms.id, challenges.platformId))
      .where(byReference(entry.challenge))
      .for('update', { of: challenges });
    const row = found?.row;
    const refusal = challengeRefusal(row, user, now);
    if (refusal) return refusal;
    const fee = row.ideaEntryFeeCents;
    const feeKey = fee > 0 && requestKey ? `idea-fee:${row.id}:${user.id}:${requestKey}` : null;
    if (feeKey) {
      const again = await replayed(tx, feeKey, row, found.platformSlug, user.id);
      if (again) return again;
    }
    const errors = ideaEntryErrors(entry, row.captionSolutionFormat !== null);
    if (errors.length) return { ok: false as const, status: 422 as const, errors };
    if (fee > 0 && entry.entry_fee_cents !== fee)
      return refuse(
        409,
        entry.entry_fee_cents === undefined ? IDEA_MESSAGES.feeUnconfirmed : PAYMENT_MESSAGES.feeChanged,
        'entry_fee_cents',
      );
    const entered = await enteredBy(tx, row.id, user.id);
    if (entered >= row.maxUserIdeas) return refuse(409, limitReachedMessage(row.maxUserIdeas));

    const caption = row.captionSolutionFormat !== null ? entry.caption : null;
    const [idea] = await tx
      .insert(ideas)
      .values({
        challengeId: row.id,
        authorId: user.id,
        title: entry.title.trim(),
        description: entry.description.trim(),
        primaryImage: entry.primary_image ?? null,
        captionTop: caption?.top.trim() || null,
        captionBottom: caption?.bottom.trim() || null,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: ideas.id });
    if (fee > 0) {
      const paid = await postTransaction(tx, {
        // Without a request key, the idea itself names its fee.
        key: feeKey ?? `idea-fee:idea:${idea.id}`,
        reason: MONEY_REASONS.ideaEntryFee,
        reference: { type: 'challenge', id: row.id },
        legs: [
          { account: walletOf(user.id), cents: -fee },
          { account: escrowOf(row.id), cents: fee },
        ],
        actor: { userId: user.id, shadowAdminId },
        memo: `idea:${idea.id}`,
        at: now,
      });
      // The replay check above found no earlier fee under this key, so a replay here is a bug:
      // never enter an idea whose fee did not move.
      if (paid.replayed) throw new IdempotencyConflict(feeKey ?? `idea:${idea.id}`);
    }
    await awardPoints(tx, {
      userId: user.id,
      platformId: row.platformId,
      role: INNOVATOR_ROLE,
      reason: IDEA_CREATED_REASON,
      points: IDEA_CREATED_POINTS,
      contextType: 'idea',
      contextId: idea.id,
      createdAt: now,
    });
    return {
      ok: true as const,
      idea: {
        id: idea.id,
        challenge: { id: row.id, slug: row.slug },
        platform: found.platformSlug,
        ideas_entered: entered + 1,
        max_user_ideas: row.maxUserIdeas,
        ideas_left: ideasLeft(entered + 1, row.maxUserIdeas),
      },
    };
  });
}

/** How many ideas the person entered in a published challenge, and may still enter; null when there is no such challenge. */
export async function ideaAllowance(db: Db, user: UserRow, slug: string): Promise<IdeaAllowance | null> {
  const [row] = await db
    .select({ id: challenges.id, max: challenges.maxUserIdeas })
    .from(challenges)
    .where(and(eq(challenges.slug, slug), eq(challenges.state, 'published')));
  if (!row) return null;
  const entered = await enteredBy(db, row.id, user.id);
  return { ideas_entered: entered, max_user_ideas: row.max, ideas_left: ideasLeft(entered, row.max) };
}
