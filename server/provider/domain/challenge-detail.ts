// Read model of the challenge page (spec 2 §3, §4): the challenge with its category breadcrumb,
// assumptions, ideas (anonymous and unranked while open; revealed and ranked once closed) and the
// people who took part.
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { ChallengeDetail, ChallengeIdea, Participant } from '@/lib/contracts/challenge';
import { topThree } from '@/lib/challenges/closing';
import { rankIdeas, roundScore } from '@/lib/challenges/ranking';
import type { Db } from '../db/client';
import { categories, challenges, ideas, prizeAwards, ratings, users } from '../db/schema';
import { loadPicks } from './catalyst-picker';
import { cardQuery, toCard } from './challenge-cards';
import { isClosedRow } from './challenge-filters';
import { toPersonSummary } from './mappers';

const person = {
  id: users.id,
  screenName: users.screenName,
  firstName: users.firstName,
  lastName: users.lastName,
  avatarUrl: users.avatarUrl,
};

async function loadIdeas(db: Db, challengeId: number, catalystId: number, closed: boolean): Promise<ChallengeIdea[]> {
  const rows = await db
    .select({
      id: ideas.id,
      authorId: ideas.authorId,
      title: ideas.title,
      description: ideas.description,
      captionTop: ideas.captionTop,
      captionBottom: ideas.captionBottom,
      author: person,
      average: sql<number | null>`avg(${ratings.value})`.mapWith((v) => (v === null ? null : Number(v))),
      ratingCount: sql<number>`count(${ratings.userId})`.mapWith(Number),
    })
    .from(ideas)
    .innerJoin(users, eq(users.id, ideas.authorId))
    .leftJoin(ratings, eq(ratings.ideaId, ideas.id))
    .where(and(eq(ideas.challengeId, challengeId), eq(ideas.declined, false), isNull(ideas.hiddenAt)))
    .groupBy(ideas.id, users.id)
    // While open the order is a stable hash: neither the order of submission (a test-an-idea
    // catalyst's idea would always be first) nor the scores show through.
    .orderBy(sql`md5(${ideas.id}::text || ':' || ${challengeId}::text)`, asc(ideas.id));
  const list = rows.map((row) => ({
    id: row.id,
    title: row.title,
    description: row.description,
    // Anonymous until the challenge closes (spec 1 §3 'Will be revealed soon').
    author: closed ? toPersonSummary(row.author) : null,
    // Scores stay hidden while open, so that every rating is given blind (double-blind tests).
    average: closed && row.average !== null ? roundScore(row.average) : null,
    rating_count: row.ratingCount,
    ...(row.captionTop || row.captionBottom
      ? { caption: { top: row.captionTop ?? '', bottom: row.captionBottom ?? '' } }
      : {}),
  }));
  if (!closed) return list.map((idea) => ({ ...idea, rank: null }));
  // Prize shares exist once the closing routine has paid the challenge (domain/closing.ts).
  const [awards, picks] = await Promise.all([
    db
      .select({ ideaId: prizeAwards.ideaId, amountCents: prizeAwards.amountCents, declinedAt: prizeAwards.declinedAt })
      .from(prizeAwards)
      .where(eq(prizeAwards.challengeId, challengeId)),
    loadPicks(db, challengeId),
  ]);
  const awardOf = new Map(awards.map((award) => [award.ideaId, award]));
  const authorOf = new Map(rows.map((row) => [row.id, row.authorId]));
  const ranked = rankIdeas(list);
  const placeOf = new Map(
    topThree(
      picks,
      ranked.map((idea) => ({ ...idea, authorId: authorOf.get(idea.id)! })),
      catalystId,
    ).map((id, i) => [id, i + 1]),
  );
  return ranked.map((idea) => ({
    ...idea,
    prize_cents: awardOf.get(idea.id)?.amountCents ?? null,
    ...(awardOf.get(idea.id)?.declinedAt ? { prize_declined: true } : {}),
    top3_place: placeOf.get(idea.id) ?? null,
  }));
}

/**
 * Who took part. Innovators are listed only once the challenge is closed: while ideas are
 * anonymous, a list of the people who entered them would give their authors away (one innovator,
 * one author).
 */
async function loadParticipants(db: Db, challengeId: number, closed: boolean): Promise<Participant[]> {
  const [innovators, raters] = await Promise.all([
    closed
      ? db
          .selectDistinct(person)
          .from(ideas)
          .innerJoin(users, eq(users.id, ideas.authorId))
          .where(and(eq(ideas.challengeId, challengeId), eq(ideas.declined, false), isNull(ideas.hiddenAt)))
      : Promise.resolve([]),
    db
      .selectDistinct(person)
      .from(ratings)
      .innerJoin(ideas, eq(ideas.id, ratings.ideaId))
      .innerJoin(users, eq(users.id, ratings.userId))
      .where(and(eq(ideas.challengeId, challengeId), eq(ideas.declined, false), isNull(ideas.hiddenAt))),
  ]);
  const byId = new Map<number, Participant>();
  for (const [list, role] of [
    [innovators, 'innovator'],
    [raters, 'rater'],
  ] as const) {
    for (const row of list) {
      const entry = byId.get(row.id) ?? { person: toPersonSummary(row), roles: [] };
      entry.roles.push(role);
      byId.set(row.id, entry);
    }
  }
  // Most involved first, then by handle, so the three shown by default are the most active.
  return [...byId.values()].sort(
    (a, b) => b.roles.length - a.roles.length || a.person.handle.localeCompare(b.person.handle),
  );
}

/**
 * Root-first path of a category through its parent links, in one round trip (the challenge page
 * is the most visited page). Depth is bounded so a cycle in bad data cannot loop.
 */
async function loadCategoryPath(db: Db, categoryId: number | null): Promise<{ slug: string; name: string }[]> {
  if (categoryId === null) return [];
  const result = await db.execute(sql`
    with recursive path (id, slug, name, parent_id, depth) as (
      select ${categories.id}, ${categories.slug}, ${categories.name}, ${categories.parentId}, 0 from ${categories} where ${categories.id} = ${categoryId}
      union all
      select c.id, c.slug, c.name, c.parent_id, path.depth + 1 from ${categories} c join path on c.id = path.parent_id where path.depth < 10
    )
    select slug, name from path order by depth desc`);
  return (result as unknown as { rows: { slug: string; name: string }[] }).rows.map((row) => ({
    slug: row.slug,
    name: row.name,
  }));
}

export async function loadChallengeDetail(db: Db, slug: string, now = new Date()): Promise<ChallengeDetail | null> {
  const [row] = await cardQuery(db)
    .where(and(eq(challenges.slug, slug), eq(challenges.state, 'published')))
    .limit(1);
  if (!row) return null;
  const c = row.challenge;
  const closed = isClosedRow(c, now);
  const [ideaList, participants, categoryPath] = await Promise.all([
    loadIdeas(db, c.id, c.catalystId, closed),
    loadParticipants(db, c.id, closed),
    loadCategoryPath(db, c.mainCategoryId),
  ]);
  return {
    ...toCard(row),
    question_detail: c.questionDetail,
    closed,
    state: c.state,
    tags: c.tags,
    article: c.article ?? null,
    innovation_scale: c.innovationScale,
    caption_solution_format: c.captionSolutionFormat,
    caption_reaction_type: c.captionReactionType,
    location: c.location,
    improve:
      c.solutionFormat === 'improve-an-idea' && c.improveIdea
        ? { idea: c.improveIdea, purpose: c.improvePurpose }
        : null,
    category_path: categoryPath,
    assumptions: { who: c.assumptionWho, what: c.assumptionWhat, why: c.assumptionWhy },
    deep_dives: c.deepDives ?? null,
    prize_title: c.prizeTitle,
    prize_description: c.prizeDescription,
    idea_entry_fee_cents: c.ideaEntryFeeCents,
    max_user_ideas: c.maxUserIdeas,
    created_at: c.createdAt.toISOString(),
    updated_at: c.updatedAt.toISOString(),
    ideas: ideaList,
    participants,
    media: { pictures: c.extraPictures, links: c.extraLinks },
    catalyst_update:
      c.catalystUpdate && c.catalystUpdatedAt
        ? { text: c.catalystUpdate, updated_at: c.catalystUpdatedAt.toISOString() }
        : null,
  };
}
