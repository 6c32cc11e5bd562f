// Rating advice (POST /game/mentoring/{id}/rates; spec 2 §4 'locked once given', §5 'Mentoring
// rating scale 0 to 5', §6 'Rating of mentoring is anonymous'): anyone signed in but the mentor
// rates a piece of advice once, 0 to 5 in whole steps; the idea's author rates as the innovator,
// everyone else as a peer. The mentor's MentorRated neurons (by value, a 0 deducts) are written in
// the same transaction, under the reason that says which (spec 3 §3 meaningful names); the rater
// earns nothing and appears in no event, so the ledger cannot tell the mentor who rated. Rating
// stays open after the challenge closes: the advice is still worth judging then. A second rating
// is refused by the (comment, rater) primary key, so two at once cannot both land.
import { and, eq } from 'drizzle-orm';
import type { MentoringRateCreated, MentoringRateEntry } from '@/lib/contracts/mentoring';
import {
  MENTOR_ROLE,
  MENTORING_MESSAGES,
  mentoringRateError,
  mentorRatedPoints,
  mentorRatedReason,
} from '@/lib/challenges/mentoring';
import type { Db } from '../db/client';
import { challenges, ideas, mentorComments, mentoringRates, platforms } from '../db/schema';
import { IDEA_CONTEXT, refuse, type Refusal } from './mentor-comments';
import type { UserRow } from './users';
import { awardPoints } from './points';

export type MentoringRateResult = { ok: true; rate: MentoringRateCreated } | Refusal;

export async function rateMentorComment(
  db: Db,
  user: UserRow,
  commentId: number,
  entry: MentoringRateEntry,
  now = new Date(),
): Promise<MentoringRateResult> {
  const valueError = mentoringRateError(entry.value);
  if (valueError) return refuse(422, valueError, 'value');
  return db.transaction(async (tx) => {
    const [comment] = await tx
      .select({
        id: mentorComments.id,
        mentorId: mentorComments.mentorId,
        ideaId: ideas.id,
        authorId: ideas.authorId,
        challengeId: challenges.id,
        slug: challenges.slug,
        platformId: challenges.platformId,
        platform: platforms.slug,
      })
      .from(mentorComments)
      .innerJoin(ideas, and(eq(ideas.id, mentorComments.ideaId), eq(ideas.declined, false)))
      .innerJoin(challenges, and(eq(challenges.id, mentorComments.challengeId), eq(challenges.state, 'published')))
      .innerJoin(platforms, eq(platforms.id, challenges.platformId))
      .where(eq(mentorComments.id, commentId));
    if (!comment) return refuse(404, MENTORING_MESSAGES.commentNotFound);
    if (comment.mentorId === user.id) return refuse(403, MENTORING_MESSAGES.ownComment);
    const inserted = await tx
      .insert(mentoringRates)
      .values({ commentId: comment.id, raterId: user.id, value: entry.value, createdAt: now })
      .onConflictDoNothing()
      .returning({ commentId: mentoringRates.commentId });
    if (!inserted.length) return refuse(409, MENTORING_MESSAGES.alreadyRated);
    await awardPoints(tx, {
      userId: comment.mentorId,
      platformId: comment.platformId,
      role: MENTOR_ROLE,
      reason: mentorRatedReason(comment.authorId === user.id),
      points: mentorRatedPoints(entry.value),
      contextType: IDEA_CONTEXT,
      contextId: comment.ideaId,
      createdAt: now,
    });
    return {
      ok: true as const,
      rate: {
        comment_id: comment.id,
        value: entry.value,
        challenge: { id: comment.challengeId, slug: comment.slug },
        platform: comment.platform,
      },
    };
  });
}
