// The innovator's dashboard (spec 2 §2, §7; spec 3 §2.4): the challenges I entered ideas in, open,
// closed (results) and suggestion boxes/AMAs (my questions), with where each of my ideas stands.
// My own challenges are left out: a test-an-idea catalyst's own idea shows on the test-idea page.
import { and, asc, desc, eq, inArray, ne, notInArray, sql, type SQL } from 'drizzle-orm';
import type { InnovatorDashboard, InnovatorEntry, MyIdea } from '@/lib/contracts/dashboards';
import { MENTOR_BOX_FORMATS } from '@/lib/contracts/user-platform';
import type { InnovatorTab } from '@/lib/dashboards';
import type { Db } from '../db/client';
import { challenges, ideas } from '../db/schema';
import { cardQuery, toCard, type CardRow } from './challenge-cards';
import { isClosedAt, isOpenAt, openFirstOrder } from './challenge-filters';
import {
  closedIdsOf,
  countChallenges,
  loadStandings,
  pagedCards,
  paging,
  toStanding,
  type DashboardContext,
  type Standing,
} from './dashboard-standing';

/** Challenges someone else posted that I entered an idea in. */
function entered(userId: number): SQL {
  return and(
    ne(challenges.catalystId, userId),
    sql`exists (select 1 from ${ideas} where ${ideas.challengeId} = ${challenges.id} and ${ideas.authorId} = ${userId})`,
  )!;
}

export const suggestionBox = () => inArray(challenges.solutionFormat, [...MENTOR_BOX_FORMATS]);
export const notSuggestionBox = () => notInArray(challenges.solutionFormat, [...MENTOR_BOX_FORMATS]);

function innovatorTab(tab: InnovatorTab, userId: number, now: Date): { where: SQL; order: SQL[] } {
  switch (tab) {
    case 'open':
      // Ending soonest first: the ideas still gathering ratings that need attention first.
      return { where: and(entered(userId), isOpenAt(now), notSuggestionBox())!, order: [asc(challenges.durationEnd)] };
    case 'closed':
      return {
        where: and(entered(userId), isClosedAt(now), notSuggestionBox())!,
        order: [desc(challenges.durationEnd)],
      };
    case 'suggestion-box':
      return { where: and(entered(userId), suggestionBox())!, order: openFirstOrder(now) };
  }
}

function toEntry(row: CardRow, standing: Standing, userId: number): InnovatorEntry {
  return {
    challenge: toCard(row),
    closed: standing.closed,
    ranked_ideas: standing.ranked,
    my_ideas: standing.ideas.filter((idea) => idea.authorId === userId).map((idea) => toStanding(idea, standing)),
  };
}

async function entriesOf(db: Db, rows: CardRow[], userId: number, now: Date): Promise<InnovatorEntry[]> {
  const standings = await loadStandings(
    db,
    rows.map((row) => row.challenge.id),
    closedIdsOf(rows, now),
  );
  return rows.map((row) => toEntry(row, standings.get(row.challenge.id)!, userId));
}

export async function loadInnovatorDashboard(
  db: Db,
  ctx: DashboardContext,
  tab: InnovatorTab,
): Promise<InnovatorDashboard> {
  const { where, order } = innovatorTab(tab, ctx.userId, ctx.now);
  const [{ rows, total }, open, closed, box] = await Promise.all([
    pagedCards(db, ctx, where, order),
    countChallenges(db, ctx.scope, innovatorTab('open', ctx.userId, ctx.now).where),
    countChallenges(db, ctx.scope, innovatorTab('closed', ctx.userId, ctx.now).where),
    countChallenges(db, ctx.scope, innovatorTab('suggestion-box', ctx.userId, ctx.now).where),
  ]);
  return {
    scope: ctx.info,
    tab,
    counts: { open, closed, 'suggestion-box': box },
    items: await entriesOf(db, rows, ctx.userId, ctx.now),
    ...paging(total, ctx.page),
  };
}

async function findChallengeRow(db: Db, slug: string): Promise<CardRow | null> {
  const [row] = await cardQuery(db)
    .where(and(eq(challenges.slug, slug), eq(challenges.state, 'published')))
    .limit(1);
  return row ?? null;
}

/** GET /me/innovator/{challenge}: my ideas in one challenge (none when I did not enter it); null when there is no such challenge. */
export async function loadInnovatorChallenge(
  db: Db,
  userId: number,
  slug: string,
  now: Date,
): Promise<InnovatorEntry | null> {
  const row = await findChallengeRow(db, slug);
  if (!row) return null;
  return (await entriesOf(db, [row], userId, now))[0];
}

export type MyIdeaResult =
  { ok: true; idea: MyIdea } | { ok: false; missing: 'challenge' | 'idea' } | { ok: false; notMine: true };

/** GET /me/innovator/{challenge}/ideas/{idea}: one of my ideas in full; someone else's is refused. */
export async function loadMyIdea(
  db: Db,
  userId: number,
  slug: string,
  ideaId: number,
  now: Date,
): Promise<MyIdeaResult> {
  const row = await findChallengeRow(db, slug);
  if (!row) return { ok: false, missing: 'challenge' };
  const standing = (await loadStandings(db, [row.challenge.id], closedIdsOf([row], now))).get(row.challenge.id)!;
  const idea = standing.ideas.find((candidate) => candidate.id === ideaId);
  if (!idea) return { ok: false, missing: 'idea' };
  if (idea.authorId !== userId) return { ok: false, notMine: true };
  const caption =
    idea.captionTop || idea.captionBottom ? { top: idea.captionTop ?? '', bottom: idea.captionBottom ?? '' } : null;
  return {
    ok: true,
    idea: {
      challenge: toCard(row),
      closed: standing.closed,
      ranked_ideas: standing.ranked,
      idea: { ...toStanding(idea, standing), description: idea.description, caption },
    },
  };
}
