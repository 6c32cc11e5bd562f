// Read models of a user's platform pages: neurons per role, the user's challenges by format and
// status (the mentor box), and one idea for a presentation.
import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { ChallengeCard } from '@/lib/contracts/challenge';
import { NEURON_ROLES, type UserNeurons } from '@/lib/contracts/neurons';
import type { IdeaPresentation, UserChallengesQuery } from '@/lib/contracts/user-platform';
import type { Db } from '../db/client';
import { challenges, ideas, neuronTotals, users } from '../db/schema';
import { roundScore } from '@/lib/challenges/ranking';
import { cardQuery, toCard } from './challenge-cards';
import { isClosedAt, isClosedRow, isOpenAt } from './challenge-filters';
import { ideaRatingColumns, personSummaryColumns, toPersonSummary } from './mappers';

/** Enough for any real box; a page of cards, not an export. */
export const USER_CHALLENGES_LIMIT = 50;

/** Per-role totals from neuron_totals (kept by the ledger trigger): a few rows per user. */
export async function loadUserNeurons(db: Db, userId: number): Promise<UserNeurons> {
  const rows = await db
    .select({ role: neuronTotals.role, points: sql<number>`coalesce(sum(${neuronTotals.points}), 0)`.mapWith(Number) })
    .from(neuronTotals)
    .where(eq(neuronTotals.userId, userId))
    .groupBy(neuronTotals.role);
  const byRole = new Map(rows.map((row) => [row.role, row.points]));
  // Every known role in spec order (0 when none); roles the ledger holds beyond them come last.
  const known = NEURON_ROLES.map((role) => ({ role, points: byRole.get(role) ?? 0 }));
  const other = rows
    .filter((row) => !(NEURON_ROLES as readonly string[]).includes(row.role))
    .sort((a, b) => a.role.localeCompare(b.role))
    .map((row) => ({ role: row.role, points: row.points }));
  const by_role = [...known, ...other];
  return { total: Math.round(1000 * by_role.reduce((sum, row) => sum + row.points, 0)) / 1000, by_role };
}

/** A catalyst's published challenges, newest first; open and closed by the whole rule of spec 2 §4. */
export async function loadUserChallengeCards(
  db: Db,
  userId: number,
  query: UserChallengesQuery,
): Promise<ChallengeCard[]> {
  const rows = await cardQuery(db)
    .where(
      and(
        eq(challenges.catalystId, userId),
        eq(challenges.state, 'published'),
        query.status === 'all' ? undefined : query.status === 'closed' ? isClosedAt(new Date()) : isOpenAt(new Date()),
        query.format.length ? inArray(challenges.solutionFormat, query.format) : undefined,
        query.entry_fee ? gt(challenges.ideaEntryFeeCents, 0) : undefined,
      ),
    )
    .orderBy(desc(challenges.durationStart), desc(challenges.id))
    .limit(USER_CHALLENGES_LIMIT);
  return rows.map(toCard);
}

/**
 * A declined idea, or one of an unpublished challenge, is not presented. With `owner` (the user
 * whose platform shows the presentation) an idea by anyone else is not presented either: a
 * presentation belongs to its author. While the challenge is open only the author themself sees
 * it there, so that a visitor cannot learn who wrote an anonymous idea by trying user names.
 */
export async function loadIdeaPresentation(
  db: Db,
  ideaId: number,
  owner?: { userId: number; viewerId: number | null },
): Promise<IdeaPresentation | null> {
  const [row] = await db
    .select({
      id: ideas.id,
      title: ideas.title,
      description: ideas.description,
      challenge: {
        slug: challenges.slug,
        questionTitle: challenges.questionTitle,
        isClosed: challenges.isClosed,
        status: challenges.status,
        state: challenges.state,
        durationEnd: challenges.durationEnd,
      },
      author: personSummaryColumns,
      ...ideaRatingColumns(),
    })
    .from(ideas)
    .innerJoin(challenges, eq(challenges.id, ideas.challengeId))
    .innerJoin(users, eq(users.id, ideas.authorId))
    .where(
      and(eq(ideas.id, ideaId), eq(ideas.declined, false), isNull(ideas.hiddenAt), eq(challenges.state, 'published')),
    )
    .limit(1);
  if (!row) return null;
  const closed = isClosedRow(row.challenge);
  if (owner && (row.author.id !== owner.userId || (!closed && owner.viewerId !== owner.userId))) return null;
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    challenge: { slug: row.challenge.slug, question_title: row.challenge.questionTitle, is_closed: closed },
    // Ideas stay anonymous, and their scores hidden, until their challenge closes (spec 1 §3).
    author: closed ? toPersonSummary(row.author) : null,
    average: closed && row.average !== null ? roundScore(row.average) : null,
    rating_count: row.ratingCount,
  };
}
