// The catalyst's idea review (spec 2 §7 'Catalyst idea picking': GET/POST
// /challenges/{slug}/catalyst/ideas, GET /challenges/{slug}/catalyst/ideas/{ideaId}/contents).
// GET lists every idea of the catalyst's challenge with its current version, score, rating count
// and Top 3 place, and the catalyst's open request on it; contents adds every version and request.
// POST is the iteration request (spec 1 §3): the catalyst tells an idea's author what they would
// like improved, while the challenge is open, on someone else's idea with versions to spare, one
// open request per idea. Owner only ('Current user is not the owner of this challenge.'); authors
// stay anonymous until the challenge closes, as everywhere (spec 1 §3).
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  IDEA_NOTE_TEXTS,
  IDEA_VERSIONS_MAX,
  type CatalystIdea,
  type CatalystIdeaContents,
  type CatalystIdeas,
  type IterationRequest,
  type iterationRequestCreateSchema,
} from '@/lib/contracts/idea-notes';
import { roundScore } from '@/lib/challenges/ranking';
import { href } from '@/lib/routes/table';
import type { z } from 'zod';
import type { Db } from '../db/client';
import { challenges, ideaIterations, ideas, iterationRequests, users } from '../db/schema';
import { uniqueViolationConstraint } from './accounts';
import { loadPicks } from './catalyst-picker';
import { isClosedRow } from './challenge-filters';
import { refuse, requestsOf, versionsOf, type Refusal } from './idea-iterations';
import { ideaRatingColumns, personSummaryColumns, toPersonSummary } from './mappers';
import { notify } from './notifications';
import type { UserRow } from './users';

async function ownedChallenge(db: Db, user: UserRow, slug: string) {
  const [row] = await db
    .select()
    .from(challenges)
    .where(and(eq(challenges.slug, slug), eq(challenges.state, 'published')))
    .limit(1);
  if (!row) return refuse(404, IDEA_NOTE_TEXTS.challengeNotFound);
  if (row.catalystId !== user.id) return refuse(403, IDEA_NOTE_TEXTS.notOwner);
  return { ok: true as const, challenge: row };
}

type ChallengeRow = typeof challenges.$inferSelect;

async function reviewRows(db: Db, challenge: ChallengeRow, now: Date, ideaId?: number): Promise<CatalystIdea[]> {
  const rows = await db
    .select({
      idea: ideas,
      author: personSummaryColumns,
      ...ideaRatingColumns(),
      version:
        sql<number>`(select coalesce(max(${ideaIterations.version}), 1) from ${ideaIterations} where ${ideaIterations.ideaId} = ${ideas.id})`.mapWith(
          Number,
        ),
    })
    .from(ideas)
    .innerJoin(users, eq(users.id, ideas.authorId))
    .where(
      and(
        eq(ideas.challengeId, challenge.id),
        isNull(ideas.hiddenAt),
        ideaId === undefined ? undefined : eq(ideas.id, ideaId),
      ),
    )
    .orderBy(asc(ideas.createdAt), asc(ideas.id));
  const ids = rows.map((r) => r.idea.id);
  const open = ids.length
    ? await db
        .select()
        .from(iterationRequests)
        .where(and(inArray(iterationRequests.ideaId, ids), isNull(iterationRequests.answeredAt)))
    : [];
  const openBy = new Map(open.map((r) => [r.ideaId, r]));
  const picks = await loadPicks(db, challenge.id);
  const closed = isClosedRow(challenge, now);
  return rows.map((r) => {
    const req = openBy.get(r.idea.id);
    const own = r.idea.authorId === challenge.catalystId;
    const pick = picks.indexOf(r.idea.id);
    return {
      id: r.idea.id,
      title: r.idea.title,
      description: r.idea.description,
      created_at: r.idea.createdAt.toISOString(),
      version: r.version,
      average: r.average === null ? null : roundScore(r.average),
      rating_count: r.ratingCount,
      own,
      pick: pick < 0 ? null : pick + 1,
      author: closed || own ? toPersonSummary(r.author) : null,
      open_request: req
        ? { id: req.id, note: req.note, created_at: req.createdAt.toISOString(), answered_at: null }
        : null,
    } satisfies CatalystIdea;
  });
}

/** GET /challenges/{slug}/catalyst/ideas */
export async function catalystIdeas(
  db: Db,
  user: UserRow,
  slug: string,
  now = new Date(),
): Promise<{ ok: true; review: CatalystIdeas } | Refusal> {
  const owned = await ownedChallenge(db, user, slug);
  if (!owned.ok) return owned;
  const c = owned.challenge;
  return {
    ok: true,
    review: {
      slug: c.slug ?? slug,
      question_title: c.questionTitle,
      closed: isClosedRow(c, now),
      ideas: await reviewRows(db, c, now),
    },
  };
}

/** GET /challenges/{slug}/catalyst/ideas/{ideaId}/contents */
export async function catalystIdeaContents(
  db: Db,
  user: UserRow,
  slug: string,
  ideaId: number,
  now = new Date(),
): Promise<{ ok: true; contents: CatalystIdeaContents } | Refusal> {
  const owned = await ownedChallenge(db, user, slug);
  if (!owned.ok) return owned;
  const [idea] = await reviewRows(db, owned.challenge, now, ideaId);
  if (!idea) return refuse(404, IDEA_NOTE_TEXTS.notFound);
  const [row] = await db.select().from(ideas).where(eq(ideas.id, ideaId));
  return {
    ok: true,
    contents: { ...idea, versions: await versionsOf(db, row), requests: await requestsOf(db, ideaId) },
  };
}

/** POST /challenges/{slug}/catalyst/ideas: ask the author for a new iteration. */
export async function requestIteration(
  db: Db,
  user: UserRow,
  slug: string,
  input: z.output<typeof iterationRequestCreateSchema>,
  now = new Date(),
): Promise<{ ok: true; request: IterationRequest } | Refusal> {
  const owned = await ownedChallenge(db, user, slug);
  if (!owned.ok) return owned;
  const c = owned.challenge;
  const [idea] = await db
    .select()
    .from(ideas)
    .where(and(eq(ideas.id, input.idea_id), eq(ideas.challengeId, c.id)))
    .limit(1);
  if (!idea || idea.hiddenAt || idea.declined) return refuse(404, IDEA_NOTE_TEXTS.notFound, 'idea_id');
  if (isClosedRow(c, now)) return refuse(422, IDEA_NOTE_TEXTS.closed);
  if (idea.authorId === user.id) return refuse(422, IDEA_NOTE_TEXTS.ownIdea, 'idea_id');
  if ((await versionsOf(db, idea)).length >= IDEA_VERSIONS_MAX) return refuse(409, IDEA_NOTE_TEXTS.tooMany);
  try {
    const request = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(iterationRequests)
        .values({ ideaId: idea.id, requestedById: user.id, note: input.note, createdAt: now })
        .returning();
      const author = await tx.select({ screenName: users.screenName }).from(users).where(eq(users.id, idea.authorId));
      await notify(
        tx,
        {
          kind: 'iteration-request',
          to: [idea.authorId],
          actorId: user.id,
          text: `The catalyst of “${c.questionTitle}” asks for a new iteration of your idea “${idea.title}”.`,
          href: href('dashboard.innovator.resolve', {
            platformSlug: author[0]?.screenName ?? 'me',
            challenge: c.slug ?? slug,
            idea: idea.id,
          }),
        },
        now,
      );
      return row;
    });
    return {
      ok: true,
      request: { id: request.id, note: request.note, created_at: request.createdAt.toISOString(), answered_at: null },
    };
  } catch (err) {
    if (uniqueViolationConstraint(err) !== null) return refuse(409, IDEA_NOTE_TEXTS.alreadyRequested, 'idea_id');
    throw err;
  }
}
