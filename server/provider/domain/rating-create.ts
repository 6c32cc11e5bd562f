// Rating an idea (POST /challenges/{slug}/ratings, spec 2 §4-§7): by anyone signed in, on an idea
// of an open, published challenge that is not their own (a catalyst's test idea is theirs too), once
// per person and idea. The rating and its neurons (RatingCreated for the rater, IdeaRated for the
// author) are written in one transaction. It holds a share lock on the challenge row, so ratings run
// side by side but a closing (which locks the row for update) waits for them, and is never passed
// by a rating that read the challenge as open. A second rating is refused by the ratings primary key
// (idea, user) itself, so two at once cannot both land.
import { and, eq, isNull } from 'drizzle-orm';
import type { FieldError } from '@/lib/contracts/errors';
import type { MyRatings, RatingCreated, RatingEntry } from '@/lib/contracts/rating';
import { INNOVATOR_ROLE } from '@/lib/challenges/idea-entry';
import {
  IDEA_RATED_REASON,
  RATER_ROLE,
  RATING_CREATED_POINTS,
  RATING_CREATED_REASON,
  RATING_MESSAGES,
  ideaRatedPoints,
  ratingValueError,
} from '@/lib/challenges/rating';
import type { Db } from '../db/client';
import { challenges, ideas, platforms, ratings } from '../db/schema';
import { isClosedRow } from './challenge-filters';
import type { UserRow } from './users';
import { awardPoints } from './points';
import { href } from '@/lib/routes/table';
import { notify } from './notifications';

type Status = 403 | 404 | 409 | 422;
export type RatingCreateResult =
  { ok: true; rating: RatingCreated } | { ok: false; status: Status; errors: FieldError[] };

const refuse = (status: Status, error: string, field = '*') => ({
  ok: false as const,
  status,
  errors: [{ field, error }],
});

/** Stored as a real (float4): read back to its tenth, so 3.7 is 3.7 and not 3.700000047683716. */
export const toTenth = (value: number) => Math.round(value * 10) / 10;

export async function createRating(
  db: Db,
  user: UserRow,
  slug: string,
  entry: RatingEntry,
  now = new Date(),
): Promise<RatingCreateResult> {
  const valueError = ratingValueError(entry.value);
  if (valueError) return refuse(422, valueError, 'value');
  return db.transaction(async (tx) => {
    // One read for the challenge (share-locked), its community and the idea: each statement is a
    // round trip inside the transaction, and this call has a latency budget (DESIGN.md, 30 ms p95).
    const [found] = await tx
      .select({ challenge: challenges, platformSlug: platforms.slug, idea: { id: ideas.id, authorId: ideas.authorId } })
      .from(challenges)
      .innerJoin(platforms, eq(platforms.id, challenges.platformId))
      .leftJoin(ideas, and(eq(ideas.id, entry.idea_id), eq(ideas.challengeId, challenges.id), isNull(ideas.hiddenAt)))
      .where(eq(challenges.slug, slug))
      .for('share', { of: challenges });
    const challenge = found?.challenge;
    if (!challenge || challenge.state !== 'published') return refuse(404, RATING_MESSAGES.notFound);
    const idea = found.idea;
    if (!idea) return refuse(404, RATING_MESSAGES.ideaNotFound, 'idea_id');
    if (isClosedRow(challenge, now)) return refuse(409, RATING_MESSAGES.closed);
    if (idea.authorId === user.id) {
      // The catalyst's own idea in their challenge is the test idea of test-an-idea (spec 2 §5).
      return refuse(
        403,
        challenge.catalystId === user.id ? RATING_MESSAGES.ownTestIdea : RATING_MESSAGES.ownIdea,
        'idea_id',
      );
    }
    const value = toTenth(entry.value);
    const inserted = await tx
      .insert(ratings)
      .values({ ideaId: idea.id, userId: user.id, value, createdAt: now })
      .onConflictDoNothing()
      .returning({ ideaId: ratings.ideaId });
    if (!inserted.length) return refuse(409, RATING_MESSAGES.already, 'idea_id');
    const event = { platformId: challenge.platformId, contextType: 'idea', contextId: idea.id, createdAt: now };
    await awardPoints(tx, [
      { ...event, userId: user.id, role: RATER_ROLE, reason: RATING_CREATED_REASON, points: RATING_CREATED_POINTS },
      {
        ...event,
        userId: idea.authorId,
        role: INNOVATOR_ROLE,
        reason: IDEA_RATED_REASON,
        points: ideaRatedPoints(value),
      },
    ]);
    await notify(tx, {
      kind: 'rating',
      to: [idea.authorId],
      actorId: user.id,
      text: `@${user.screenName} rated your idea ${value}/5 on “${challenge.questionTitle}”.`,
      href: href('challenges.show', { challenge: challenge.slug }),
    });
    return {
      ok: true as const,
      rating: {
        idea_id: idea.id,
        value,
        challenge: { id: challenge.id, slug: challenge.slug },
        platform: found.platformSlug,
      },
    };
  });
}

/** The person's own ratings in a published challenge, and the ideas they wrote there; null when there is no such challenge. */
export async function myRatings(db: Db, user: UserRow, slug: string): Promise<MyRatings | null> {
  const [challenge] = await db
    .select({ id: challenges.id })
    .from(challenges)
    .where(and(eq(challenges.slug, slug), eq(challenges.state, 'published')));
  if (!challenge) return null;
  const [given, own] = await Promise.all([
    db
      .select({ idea_id: ratings.ideaId, value: ratings.value })
      .from(ratings)
      .innerJoin(ideas, eq(ideas.id, ratings.ideaId))
      .where(and(eq(ideas.challengeId, challenge.id), eq(ratings.userId, user.id)))
      .orderBy(ratings.ideaId),
    db
      .select({ id: ideas.id })
      .from(ideas)
      .where(and(eq(ideas.challengeId, challenge.id), eq(ideas.authorId, user.id)))
      .orderBy(ideas.id),
  ]);
  return {
    ratings: given.map((r) => ({ idea_id: r.idea_id, value: toTenth(r.value) })),
    own_idea_ids: own.map((r) => r.id),
  };
}
