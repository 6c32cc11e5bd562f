// Read models of challenges for lists (spec 2 §3); the challenge page's is in challenge-detail.ts. Counts come from scalar
// subqueries so one round trip returns a whole page of cards.
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { ChallengeCard, ChallengesHomepage } from '@/lib/contracts/challenge';
import type { Db } from '../db/client';
import { categories, challenges, ideas, platforms, ratings, users } from '../db/schema';
import { truncateAtWord } from '@/lib/text';
import { isClosedAt, isOpenAt, type ChallengeScope } from './challenge-filters';
import { toPersonSummary } from './mappers';

export const HOMEPAGE_LIST_LIMIT = 24;
export const CARD_DETAIL_LENGTH = 280;

const ideaCount =
  sql<number>`(select count(*) from ${ideas} where ${ideas.challengeId} = ${challenges.id} and not ${ideas.declined})`.mapWith(
    Number,
  );
const ratingCount =
  sql<number>`(select count(*) from ${ratings} join ${ideas} on ${ideas.id} = ${ratings.ideaId} where ${ideas.challengeId} = ${challenges.id} and not ${ideas.declined})`.mapWith(
    Number,
  );

export function cardQuery(db: Db) {
  return db
    .select({
      challenge: challenges,
      catalyst: {
        id: users.id,
        screenName: users.screenName,
        firstName: users.firstName,
        lastName: users.lastName,
        avatarUrl: users.avatarUrl,
      },
      platform: { slug: platforms.slug, subdomain: platforms.subdomain, title: platforms.title },
      category: { slug: categories.slug, name: categories.name },
      ideaCount,
      ratingCount,
    })
    .from(challenges)
    .innerJoin(users, eq(users.id, challenges.catalystId))
    .innerJoin(platforms, eq(platforms.id, challenges.platformId))
    .leftJoin(categories, eq(categories.id, challenges.mainCategoryId))
    .$dynamic();
}
export type CardRow = Awaited<ReturnType<ReturnType<typeof cardQuery>['execute']>>[number];

export function toCard(row: CardRow): ChallengeCard {
  const c = row.challenge;
  return {
    id: c.id,
    slug: c.slug,
    question_title: c.questionTitle,
    // Cut here so that a page of cards stays small.
    question_detail: truncateAtWord(c.questionDetail, CARD_DETAIL_LENGTH),
    primary_image: c.primaryImage,
    solution_format: c.solutionFormat,
    challenge_format: c.challengeFormat,
    main_category: row.category,
    catalyst: toPersonSummary(row.catalyst),
    duration_start: c.durationStart.toISOString(),
    duration_end: c.durationEnd.toISOString(),
    is_closed: c.isClosed,
    status: c.status,
    idea_count: row.ideaCount,
    rating_count: row.ratingCount,
    prize_money_cents: c.prizeMoneyCents,
    prize_type: c.prizeType,
    platform: row.platform,
  };
}

function scopeFilter(scope: ChallengeScope): SQL | undefined {
  return and(
    scope.platformId !== undefined ? eq(challenges.platformId, scope.platformId) : undefined,
    scope.catalystId !== undefined ? eq(challenges.catalystId, scope.catalystId) : undefined,
  );
}

/** Open = published and not closed (the closing job flips is_closed), newest first; closed by end date. */
export async function loadChallengesHomepage(db: Db, scope: ChallengeScope): Promise<ChallengesHomepage> {
  const [open, closed] = await Promise.all([
    cardQuery(db)
      .where(and(isOpenAt(new Date()), eq(challenges.state, 'published'), scopeFilter(scope)))
      .orderBy(desc(challenges.durationStart), desc(challenges.id))
      .limit(HOMEPAGE_LIST_LIMIT),
    cardQuery(db)
      .where(and(isClosedAt(new Date()), eq(challenges.state, 'published'), scopeFilter(scope)))
      .orderBy(desc(challenges.durationEnd), desc(challenges.id))
      .limit(HOMEPAGE_LIST_LIMIT),
  ]);
  return { open: open.map(toCard), closed: closed.map(toCard) };
}

export async function loadRecentChallengeCards(db: Db, catalystId: number, limit: number): Promise<ChallengeCard[]> {
  const rows = await cardQuery(db)
    .where(eq(challenges.catalystId, catalystId))
    .orderBy(desc(challenges.createdAt), desc(challenges.id))
    .limit(limit);
  return rows.map(toCard);
}
