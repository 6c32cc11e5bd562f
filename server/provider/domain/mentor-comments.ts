// Mentoring an idea (spec 2 §1, §3, §4, §6): anyone signed in gives advice ('What I like', 'What
// could improve') on an idea of an open, published challenge that is not their own, once per idea,
// locked once given. The catalyst may mentor the crowd's ideas in their own challenge, not their own
// test idea. The advice and its neurons (IdeaMentored for the mentor and for the innovator) are
// written in one transaction under a share lock on the challenge row, like a rating: a closing waits
// for it. A second piece of advice is refused by the (idea, mentor) unique key itself, so two at
// once cannot both land. Reads are in mentoring-reads.ts.
import { and, eq, isNull } from 'drizzle-orm';
import type { FieldError } from '@/lib/contracts/errors';
import type { MentorCommentCreated, MentorCommentEntry } from '@/lib/contracts/mentoring';
import { INNOVATOR_ROLE } from '@/lib/challenges/idea-entry';
import {
  IDEA_MENTORED_POINTS,
  IDEA_MENTORED_REASON,
  MENTOR_COMMENT_POINTS,
  MENTOR_ROLE,
  MENTORING_MESSAGES,
  mentorCommentErrors,
} from '@/lib/challenges/mentoring';
import type { Db } from '../db/client';
import { challenges, ideas, mentorComments, platforms } from '../db/schema';
import { isClosedRow } from './challenge-filters';
import { toPersonSummary } from './mappers';
import type { UserRow } from './users';
import { awardPoints } from './points';
import { href } from '@/lib/routes/table';
import { notify } from './notifications';

type Status = 403 | 404 | 409 | 422;
export type Refusal = { ok: false; status: Status; errors: FieldError[] };
export type MentorCommentResult = { ok: true; created: MentorCommentCreated } | Refusal;

export const refuse = (status: Status, error: string, field = '*'): Refusal => ({
  ok: false,
  status,
  errors: [{ field, error }],
});

/** Mentoring events name the idea (context 'idea'), as ratings do, so category leaderboards count them. */
export const IDEA_CONTEXT = 'idea';

export async function createMentorComment(
  db: Db,
  user: UserRow,
  slug: string,
  ideaId: number,
  entry: MentorCommentEntry,
  now = new Date(),
): Promise<MentorCommentResult> {
  const errors = mentorCommentErrors(entry);
  if (errors.length) return { ok: false, status: 422, errors };
  return db.transaction(async (tx) => {
    const [challenge] = await tx.select().from(challenges).where(eq(challenges.slug, slug)).for('share');
    if (!challenge || challenge.state !== 'published') return refuse(404, MENTORING_MESSAGES.notFound);
    const [idea] = await tx
      .select({ id: ideas.id, authorId: ideas.authorId })
      .from(ideas)
      .where(
        and(
          eq(ideas.id, ideaId),
          eq(ideas.challengeId, challenge.id),
          eq(ideas.declined, false),
          isNull(ideas.hiddenAt),
        ),
      );
    if (!idea) return refuse(404, MENTORING_MESSAGES.ideaNotFound, 'idea_id');
    if (isClosedRow(challenge, now)) return refuse(409, MENTORING_MESSAGES.closed);
    if (idea.authorId === user.id) {
      // The catalyst's own idea in their challenge is the test idea of test-an-idea (spec 2 §5).
      return refuse(
        403,
        challenge.catalystId === user.id ? MENTORING_MESSAGES.ownTestIdea : MENTORING_MESSAGES.ownIdea,
        'idea_id',
      );
    }
    const [comment] = await tx
      .insert(mentorComments)
      .values({
        ideaId: idea.id,
        challengeId: challenge.id,
        mentorId: user.id,
        whatILike: entry.what_i_like.trim(),
        whatCouldImprove: entry.what_could_improve.trim(),
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!comment) return refuse(409, MENTORING_MESSAGES.alreadyMentored, 'idea_id');
    const event = {
      platformId: challenge.platformId,
      reason: IDEA_MENTORED_REASON,
      contextType: IDEA_CONTEXT,
      contextId: idea.id,
      createdAt: now,
    };
    await awardPoints(tx, [
      { ...event, userId: user.id, role: MENTOR_ROLE, points: MENTOR_COMMENT_POINTS },
      // The innovator's: what the Innovator.IdeaMentored highlight is made of (spec 3 §3).
      { ...event, userId: idea.authorId, role: INNOVATOR_ROLE, points: IDEA_MENTORED_POINTS },
    ]);
    await notify(tx, {
      kind: 'mentoring',
      to: [idea.authorId],
      actorId: user.id,
      text: `@${user.screenName} mentored your idea on “${challenge.questionTitle}”.`,
      href: href('challenges.show', { challenge: challenge.slug }),
    });
    const [platform] = await tx
      .select({ slug: platforms.slug })
      .from(platforms)
      .where(eq(platforms.id, challenge.platformId));
    return {
      ok: true as const,
      created: {
        comment: {
          id: comment.id,
          idea_id: idea.id,
          mentor: toPersonSummary(user),
          what_i_like: comment.whatILike,
          what_could_improve: comment.whatCouldImprove,
          created_at: comment.createdAt.toISOString(),
          rating: { count: 0, average: null },
        },
        challenge: { id: challenge.id, slug: challenge.slug },
        platform: platform.slug,
      },
    };
  });
}
