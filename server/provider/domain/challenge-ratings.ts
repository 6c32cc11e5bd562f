// Raters rate challenges (spec 2 §5, spec 3 §9: the challenge rating scale is 1 to 5): anyone
// signed in but the catalyst, once per challenge (the primary key refuses a second, also two at
// once). The scale is checked by the contract and again by the table's CHECK. No neurons: the spec
// names none for rating a question, and a free award per question would invite farming.
import { eq, sql } from 'drizzle-orm';
import { INSIGHT_MESSAGES, type ChallengeRatingSummary } from '@/lib/contracts/insightful';
import type { Db } from '../db/client';
import { challengeRatings, challenges } from '../db/schema';
import type { Refusal } from './insightful';
import type { UserRow } from './users';

const refuse = (status: Refusal['status'], error: string, field = '*'): Refusal => ({
  ok: false,
  status,
  errors: [{ field, error }],
});

async function published(db: Db, slug: string) {
  const [row] = await db
    .select({ id: challenges.id, catalystId: challenges.catalystId, state: challenges.state })
    .from(challenges)
    .where(eq(challenges.slug, slug))
    .limit(1);
  return row && row.state === 'published' ? row : null;
}

/** The average (3 decimals), count, and the viewer's own rating; null when there is no such challenge. */
export async function challengeRatingSummary(
  db: Db,
  slug: string,
  viewer: UserRow | null,
): Promise<ChallengeRatingSummary | null> {
  const challenge = await published(db, slug);
  if (!challenge) return null;
  const [stats] = await db
    .select({
      average: sql<string | null>`round(avg(${challengeRatings.value})::numeric, 3)`,
      count: sql<number>`count(*)`.mapWith(Number),
      mine: viewer
        ? sql<
            number | null
          >`max(case when ${challengeRatings.userId} = ${viewer.id} then ${challengeRatings.value} end)`
        : sql<null>`null`,
    })
    .from(challengeRatings)
    .where(eq(challengeRatings.challengeId, challenge.id));
  return {
    average: stats.average === null ? null : Number(stats.average),
    count: stats.count,
    mine: stats.mine === null ? null : Number(stats.mine),
    can_rate: Boolean(viewer && viewer.id !== challenge.catalystId && stats.mine === null),
  };
}

export async function rateChallenge(
  db: Db,
  user: UserRow,
  slug: string,
  value: number,
  now = new Date(),
): Promise<{ ok: true; summary: ChallengeRatingSummary } | Refusal> {
  const challenge = await published(db, slug);
  if (!challenge) return refuse(404, INSIGHT_MESSAGES.notFound);
  if (challenge.catalystId === user.id) return refuse(403, INSIGHT_MESSAGES.ownChallenge);
  const inserted = await db
    .insert(challengeRatings)
    .values({ challengeId: challenge.id, userId: user.id, value, createdAt: now })
    .onConflictDoNothing()
    .returning({ value: challengeRatings.value });
  if (!inserted.length) return refuse(409, INSIGHT_MESSAGES.alreadyRated, 'value');
  const summary = await challengeRatingSummary(db, slug, user);
  return { ok: true, summary: summary! };
}
