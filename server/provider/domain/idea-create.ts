// Entering an idea (POST /ideas/v2, spec 2 §3-§5, §7): in an open, published challenge, by anyone
// signed in but its catalyst, within the challenge's max_user_ideas, free of an entry fee. The idea
// and the innovator's IdeaCreated neurons are written in one transaction that first locks the
// challenge row, so two entries at the limit (two tabs, a double click) cannot both pass the count.
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

type ChallengeRow = typeof challenges.$inferSelect;
export type IdeaCreateResult =
  { ok: true; idea: IdeaCreated } | { ok: false; status: 402 | 403 | 404 | 409 | 422; errors: FieldError[] };

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

/** The rules a stored challenge sets, before any count: published, open, not one's own, no fee. */
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
  // Paid entry (idea-entry-fee, idea-unlock) needs a payment we do not have yet: refused, not faked.
  if (row.ideaEntryFeeCents > 0) return refuse(402, IDEA_MESSAGES.feeNotAvailable);
  return null;
}

export async function createIdea(db: Db, user: UserRow, entry: IdeaEntry, now = new Date()): Promise<IdeaCreateResult> {
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
    const errors = ideaEntryErrors(entry, row.captionSolutionFormat !== null);
    if (errors.length) return { ok: false as const, status: 422 as const, errors };
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
