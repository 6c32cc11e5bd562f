// Challenge search and the question collection (spec 1 §2). The main community spans every
// community, any other only its own; a catalyst narrows either to one user's challenges.
import { and, asc, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { CategoryRef, QuestionGroup, SearchResult } from '@/lib/contracts/browse';
import { MAIN_COMMUNITY } from '@/lib/hosts';
import type { Db } from '../db/client';
import { categories, challenges } from '../db/schema';
import { cardQuery, toCard } from './challenge-cards';
import {
  inCategories,
  isClosedAt,
  isOpenAt,
  openFirstOrder,
  publishedIn,
  type ChallengeScope,
} from './challenge-filters';
import { likePattern } from './like';
import { findPlatform, type PlatformRow } from './platforms';
import { findUserByScreenName } from './users';

export type BrowseScope =
  { ok: true; platform: PlatformRow; scope: ChallengeScope } | { ok: false; missing: 'platform' | 'user' };

/** A community (main when absent: every community) and optionally one catalyst's challenges. */
export async function resolveBrowseScope(
  db: Db,
  platformKey: string | undefined,
  catalyst?: string,
): Promise<BrowseScope> {
  const platform = await findPlatform(db, platformKey ?? MAIN_COMMUNITY);
  if (!platform) return { ok: false, missing: 'platform' };
  const scope: ChallengeScope = platform.isMain ? {} : { platformId: platform.id };
  if (catalyst !== undefined) {
    const user = await findUserByScreenName(db, catalyst);
    if (!user) return { ok: false, missing: 'user' };
    scope.catalystId = user.id;
  }
  return { ok: true, platform, scope };
}

export interface SearchInput {
  q: string;
  scope: ChallengeScope;
  /** The main category filter (mc), resolved to the category and its descendants. */
  category?: CategoryRef & { ids: number[] };
  /** ic: closed challenges are left out unless asked for. */
  includeClosed: boolean;
  now: Date;
  page: number;
  size: number;
}

/**
 * Published challenges whose title or detail contains `q` (case-insensitive): title matches first,
 * then newest; an empty `q` lists the newest. Open only, unless closed ones are asked for; then
 * without a `q` the open ones still come first. Both texts carry trigram GIN indexes.
 */
export async function searchChallenges(db: Db, input: SearchInput): Promise<SearchResult> {
  const pattern = input.q ? likePattern(input.q) : null;
  const where = and(
    publishedIn(input.scope),
    input.includeClosed ? undefined : isOpenAt(input.now),
    inCategories(input.category?.ids),
    pattern ? or(ilike(challenges.questionTitle, pattern), ilike(challenges.questionDetail, pattern)) : undefined,
  );
  const order = pattern
    ? [sql`(${challenges.questionTitle} ilike ${pattern}) desc`, desc(challenges.durationStart), desc(challenges.id)]
    : input.includeClosed
      ? openFirstOrder(input.now)
      : [desc(challenges.durationStart), desc(challenges.id)];
  const [rows, [{ total }]] = await Promise.all([
    cardQuery(db)
      .where(where)
      .orderBy(...order)
      .limit(input.size)
      .offset((input.page - 1) * input.size),
    db.select({ total: count() }).from(challenges).where(where),
  ]);
  return {
    items: rows.map(toCard),
    total: Number(total),
    page: input.page,
    size: input.size,
    category: input.category ? { slug: input.category.slug, name: input.category.name } : null,
    include_closed: input.includeClosed,
  };
}

/**
 * Every published question of the scope as a compact index: grouped by main category (named
 * groups alphabetically, uncategorised last), questions alphabetically within a group.
 */
export async function loadQuestionCollection(db: Db, scope: ChallengeScope): Promise<QuestionGroup[]> {
  const rows = await db
    .select({
      slug: challenges.slug,
      title: challenges.questionTitle,
      // The whole rule: a challenge past its end shows closed before the closing job runs.
      isClosed: sql<boolean>`${isClosedAt(new Date())}`.mapWith(Boolean),
      categorySlug: categories.slug,
      categoryName: categories.name,
    })
    .from(challenges)
    .leftJoin(categories, eq(categories.id, challenges.mainCategoryId))
    .where(publishedIn(scope))
    .orderBy(sql`${categories.name} asc nulls last`, asc(sql`lower(${challenges.questionTitle})`), asc(challenges.id));
  const groups = new Map<string, QuestionGroup>();
  for (const row of rows) {
    const key = row.categorySlug ?? '';
    let group = groups.get(key);
    if (!group) {
      group = {
        category: row.categorySlug && row.categoryName ? { slug: row.categorySlug, name: row.categoryName } : null,
        questions: [],
      };
      groups.set(key, group);
    }
    group.questions.push({ slug: row.slug, question_title: row.title, is_closed: row.isClosed });
  }
  return [...groups.values()];
}
