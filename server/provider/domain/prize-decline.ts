// POST /ideas/{id}/decline and GET /ideas/{id}/feedbacks (spec 2 §6, §7): the catalyst of a closed
// challenge declines to pay the prize an idea won. The award stays on record, marked declined with
// the catalyst's feedback, and the catalyst's trust score drops once (lib/challenges/trust.ts).
//
// Once only: the award row is locked for the transaction, and only an award not yet declined
// lowers the score, so a repeat (or two at once) answers the same result and lowers it once.
// The money of a held prize goes back from the escrow to the catalyst's wallet (issue 16 §4); a
// prize already paid out can no longer be declined.
import { and, eq, isNull } from 'drizzle-orm';
import { DECLINE_MESSAGES, type IdeaFeedback } from '@/lib/challenges/prize-decline';
import { trustAfterDecline } from '@/lib/challenges/trust';
import type { FieldError } from '@/lib/contracts/errors';
import type { Db } from '../db/client';
import { challenges, ideas, platforms, prizeAwards, users } from '../db/schema';
import { isClosedRow } from './challenge-filters';
import type { UserRow } from './users';
import { returnDeclinedPrize } from './prize-money';
import { PAYMENT_MESSAGES } from '@/lib/payments';

type Refusal = { ok: false; status: 403 | 404 | 422; errors: FieldError[] };
const refuse = (status: Refusal['status'], error: string): Refusal => ({
  ok: false,
  status,
  errors: [{ field: '*', error }],
});

export type DeclineResult =
  | { ok: true; slug: string; platform: string; result: { idea_id: number; declined_at: string; trust_score: number } }
  | Refusal;

async function ideaWithChallenge(db: Db, ideaId: number) {
  const [row] = await db
    .select({ idea: ideas, c: challenges, platform: platforms.slug })
    .from(ideas)
    .innerJoin(challenges, eq(challenges.id, ideas.challengeId))
    .innerJoin(platforms, eq(platforms.id, challenges.platformId))
    .where(and(eq(ideas.id, ideaId), eq(challenges.state, 'published')));
  return row ?? null;
}

export async function declinePrize(
  db: Db,
  user: UserRow,
  ideaId: number,
  feedback: string,
  now = new Date(),
): Promise<DeclineResult> {
  const found = await ideaWithChallenge(db, ideaId);
  if (!found) return refuse(404, DECLINE_MESSAGES.notFound);
  if (found.c.catalystId !== user.id) return refuse(403, DECLINE_MESSAGES.notOwner);
  if (!isClosedRow(found.c, now)) return refuse(422, DECLINE_MESSAGES.notClosed);
  return db.transaction(async (tx) => {
    const [award] = await tx.select().from(prizeAwards).where(eq(prizeAwards.ideaId, ideaId)).for('update');
    if (!award || award.amountCents <= 0) return refuse(422, DECLINE_MESSAGES.noPrize);
    let declinedAt = award.declinedAt;
    if (!declinedAt && award.paidAt) return refuse(422, PAYMENT_MESSAGES.prizePaid);
    if (!declinedAt) {
      declinedAt = now;
      if (award.payableAt) await returnDeclinedPrize(tx, award, found.c.catalystId, now);
      await tx
        .update(prizeAwards)
        .set({ declinedAt: now, declineFeedback: feedback })
        .where(and(eq(prizeAwards.id, award.id), isNull(prizeAwards.declinedAt)));
      const [me] = await tx.select({ trust: users.trustScore }).from(users).where(eq(users.id, user.id)).for('update');
      await tx
        .update(users)
        .set({ trustScore: trustAfterDecline(me.trust) })
        .where(eq(users.id, user.id));
    }
    const [me] = await tx.select({ trust: users.trustScore }).from(users).where(eq(users.id, user.id));
    return {
      ok: true as const,
      slug: found.c.slug,
      platform: found.platform,
      result: { idea_id: ideaId, declined_at: declinedAt.toISOString(), trust_score: me.trust },
    };
  });
}

export type FeedbacksResult = { ok: true; feedbacks: IdeaFeedback[] } | Refusal;

/** The feedback an idea received from its catalyst: the author's and the catalyst's to read. */
export async function ideaFeedbacks(db: Db, user: UserRow, ideaId: number): Promise<FeedbacksResult> {
  const found = await ideaWithChallenge(db, ideaId);
  if (!found) return refuse(404, DECLINE_MESSAGES.notFound);
  if (found.idea.authorId !== user.id && found.c.catalystId !== user.id) return refuse(403, DECLINE_MESSAGES.forbidden);
  const [award] = await db.select().from(prizeAwards).where(eq(prizeAwards.ideaId, ideaId));
  const feedbacks: IdeaFeedback[] = award?.declinedAt
    ? [
        {
          kind: 'prize-declined',
          text: award.declineFeedback ?? '',
          amount_cents: award.amountCents,
          created_at: award.declinedAt.toISOString(),
        },
      ]
    : [];
  return { ok: true, feedbacks };
}
