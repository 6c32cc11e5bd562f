// Inserts the demo challenges with their ideas, ratings and neuron ledger. Ratings come from a
// seeded PRNG so every run produces the same scores; dates are relative to `now`.
import type { Tx } from '../client';
import { challenges, ideas, pointEvents, ratings } from '../schema';
import { kebabSlug, uniqueSlug } from '../../domain/slugs';
import type { DemoChallenge } from './challenge-types';
import { MAIN_CHALLENGES } from './challenges-main';
import { COMMUNITY_CHALLENGES } from './challenges-communities';
import { MORE_COMMUNITY_CHALLENGES } from './challenges-more';
import { AMA_CHALLENGES } from './challenges-ama';
import { LATER_CHALLENGES } from './challenges-later';
import { pickDistinct, seededRandom } from './random';
import { closeChallenge } from '../../domain/closing';
import { releaseDuePrizes } from '../../domain/prize-money';
import { seedMoney } from './money';
import { IDEA_CREATED_POINTS, maxUserIdeasFor } from '@/lib/challenges/idea-entry';
import { IDEA_RATED_POINTS_PER_STAR, RATING_CREATED_POINTS } from '@/lib/challenges/rating';

// Newer demo challenges go last: the ratings are drawn from one seeded sequence, so adding one
// earlier would reshuffle every later challenge's raters.
export const DEMO_CHALLENGES: DemoChallenge[] = [
  ...MAIN_CHALLENGES,
  ...COMMUNITY_CHALLENGES,
  ...MORE_COMMUNITY_CHALLENGES,
  ...AMA_CHALLENGES,
  ...LATER_CHALLENGES,
];

/**
 * Neurons of the demo ledger. These are sample values (spec 3 §9 shows 5 to 60) so that scores
 * are not zero; the live point rules belong to the game domain, not to the seed.
 */
const DEMO_POINTS = {
  challengePublished: 50,
  ideaCreated: IDEA_CREATED_POINTS,
  ratingCreated: RATING_CREATED_POINTS,
  ideaRatedPerStar: IDEA_RATED_POINTS_PER_STAR,
} as const;
const RNG_SEED = 20_240_611;
const DAY_MS = 24 * 60 * 60 * 1000;

type PointRow = typeof pointEvents.$inferInsert;

export interface SeedLookups {
  now: Date;
  userIds: Map<string, number>;
  platformIds: Map<string, number>;
  categoryIds: Map<string, number>;
}

function required<T>(map: Map<string, T>, key: string, what: string): T {
  const value = map.get(key);
  if (value === undefined) throw new Error(`Demo seed: unknown ${what} '${key}'`);
  return value;
}

/** Inserts in slices so no statement nears Postgres's 65,535 bound-parameter limit. */
async function insertInChunks<T>(rows: T[], insert: (slice: T[]) => Promise<unknown>, size = 500): Promise<void> {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

export async function seedChallenges(tx: Tx, { now, userIds, platformIds, categoryIds }: SeedLookups): Promise<void> {
  const random = seededRandom(RNG_SEED);
  const userId = (screenName: string) => required(userIds, screenName.toLowerCase(), 'user');
  const takenSlugs = new Set<string>();

  const timed = DEMO_CHALLENGES.map((demo, index) => {
    // Small per-challenge hour offsets keep the "newest first" order stable and realistic.
    const start = new Date(now.getTime() - demo.startedDaysAgo * DAY_MS - (index % 5) * 3_600_000);
    const end = new Date(now.getTime() + demo.endsInDays * DAY_MS);
    const activityEnd = end < now ? end : now;
    return {
      demo,
      start,
      end,
      activityEnd,
      isClosed: demo.endsInDays < 0,
      slug: uniqueSlug(kebabSlug(demo.title), takenSlugs),
    };
  });

  const insertedChallenges = await tx
    .insert(challenges)
    .values(
      timed.map(({ demo, start, end, slug }) => ({
        slug,
        platformId: required(platformIds, demo.platform, 'community'),
        catalystId: userId(demo.catalyst),
        questionTitle: demo.title,
        questionDetail: demo.detail,
        mainCategoryId: required(categoryIds, demo.category, 'category'),
        location: demo.location ?? null,
        solutionFormat: demo.solutionFormat ?? 'challenge',
        challengeFormat: demo.challengeFormat ?? 'standard',
        maxUserIdeas: maxUserIdeasFor(demo.challengeFormat ?? 'standard'),
        tags: demo.tags,
        innovationScale: demo.innovationScale ?? 'blue-sky',
        durationStart: start,
        durationEnd: end,
        // Challenges past their end are settled below by the real closing routine, as the job would.
        isClosed: false,
        status: 'open',
        prizeType: demo.prize?.type ?? 'points',
        prizeMoneyCents: demo.prize?.moneyCents ?? 0,
        ideaEntryFeeCents: demo.ideaEntryFeeCents ?? 0,
        prizeTitle: demo.prize?.title ?? null,
        prizeDescription: demo.prize?.description ?? null,
        createdAt: start,
        updatedAt: start,
      })),
    )
    .returning({
      id: challenges.id,
      slug: challenges.slug,
      platformId: challenges.platformId,
      catalystId: challenges.catalystId,
      prizeMoneyCents: challenges.prizeMoneyCents,
      feeCents: challenges.ideaEntryFeeCents,
      start: challenges.durationStart,
    });
  const challengeBySlug = new Map(insertedChallenges.map((row) => [row.slug, row]));

  const points: PointRow[] = [];
  const ideaRows = timed.flatMap(({ demo, start, activityEnd, slug }) => {
    const challenge = challengeBySlug.get(slug)!;
    return demo.ideas.map((idea, i) => {
      const authorId = userId(idea.author);
      if (authorId === challenge.catalystId)
        throw new Error(`Demo seed: ${idea.author} answers their own challenge '${slug}'`);
      const at = new Date(
        start.getTime() + ((activityEnd.getTime() - start.getTime()) * (i + 1)) / (demo.ideas.length + 2),
      );
      return {
        challengeId: challenge.id,
        authorId,
        title: idea.title,
        description: idea.description,
        createdAt: at,
        updatedAt: at,
      };
    });
  });
  const insertedIdeas = await tx
    .insert(ideas)
    .values(ideaRows)
    .returning({ id: ideas.id, challengeId: ideas.challengeId, authorId: ideas.authorId, createdAt: ideas.createdAt });

  const allUserIds = [...userIds.values()].sort((a, b) => a - b);
  const ratingRows: (typeof ratings.$inferInsert)[] = [];
  const challengeById = new Map(insertedChallenges.map((row) => [row.id, row]));
  const timingById = new Map(timed.map((t) => [challengeBySlug.get(t.slug)!.id, t]));

  for (const t of timed) {
    const c = challengeBySlug.get(t.slug)!;
    points.push({
      userId: c.catalystId,
      platformId: c.platformId,
      role: 'catalyst',
      reason: 'ChallengePublished',
      points: DEMO_POINTS.challengePublished,
      contextType: 'challenge',
      contextId: c.id,
      createdAt: t.start,
    });
  }

  for (const idea of insertedIdeas) {
    const c = challengeById.get(idea.challengeId)!;
    const { activityEnd } = timingById.get(c.id)!;
    const base = { platformId: c.platformId, contextType: 'idea', contextId: idea.id };
    points.push({
      ...base,
      userId: idea.authorId,
      role: 'innovator',
      reason: 'IdeaCreated',
      points: DEMO_POINTS.ideaCreated,
      createdAt: idea.createdAt,
    });
    // Each idea has a hidden quality; raters land near it, so averages differ meaningfully.
    const quality = 2 + random() * 3;
    const raters = pickDistinct(
      random,
      allUserIds.filter((id) => id !== idea.authorId),
      3 + Math.floor(random() * 6),
    );
    for (const raterId of raters) {
      const value = Math.min(5, Math.max(1, Math.round(quality + (random() - 0.5) * 2)));
      const at = new Date(idea.createdAt.getTime() + random() * (activityEnd.getTime() - idea.createdAt.getTime()));
      ratingRows.push({ ideaId: idea.id, userId: raterId, value, createdAt: at });
      points.push({
        ...base,
        userId: raterId,
        role: 'rater',
        reason: 'RatingCreated',
        points: DEMO_POINTS.ratingCreated,
        createdAt: at,
      });
      points.push({
        ...base,
        userId: idea.authorId,
        role: 'innovator',
        reason: 'IdeaRated',
        points: value * DEMO_POINTS.ideaRatedPerStar,
        createdAt: at,
      });
    }
  }

  await insertInChunks(ratingRows, (slice) => tx.insert(ratings).values(slice));
  await insertInChunks(points, (slice) => tx.insert(pointEvents).values(slice));
  await seedMoney(tx, {
    userIds: allUserIds,
    challenges: insertedChallenges,
    ideas: insertedIdeas,
    since: new Date(Math.min(...timed.map((t) => t.start.getTime())) - DAY_MS),
  });
  // Closed demo challenges are closed the way live ones are, at their end: ranks, prize awards,
  // the fee split and the closing neurons (ChallengeClosed, EarlyIdeaBonus, Top 5/Top 3, raters').
  // Prizes whose hold has ended by now are paid, as the prize job would have.
  for (const t of timed.filter((x) => x.isClosed))
    await closeChallenge(tx, challengeBySlug.get(t.slug)!.id, 'schedule', t.end);
  await releaseDuePrizes(tx, now);
}
