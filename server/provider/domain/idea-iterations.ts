// Idea iterations (spec 1 §3 'Solution, iteration and iteration request'; spec 2 §3 Idea
// 'iterations', §4 'Ideas cannot be edited after posting'). An idea is never edited: its author
// posts a new iteration while the challenge is open, and every earlier version stays readable by
// whoever may read the idea (its author and the challenge's catalyst always, everybody once the
// challenge has closed). The idea row carries the current text, which raters, mentors and the
// catalyst's picker read; idea_iterations keeps every version once there is more than one
// (version 1 is the idea as first posted). At most IDEA_VERSIONS_MAX versions.
//
// Posting answers the catalyst's open iteration request (idea-review.ts) and tells them.
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { FieldError } from '@/lib/contracts/errors';
import {
  IDEA_NOTE_TEXTS,
  IDEA_VERSIONS_MAX,
  type IdeaIterations,
  type IdeaVersion,
  type IterationRequest,
  type iterationCreateSchema,
} from '@/lib/contracts/idea-notes';
import { CREATE_MESSAGES } from '@/lib/challenges/messages';
import { href } from '@/lib/routes/table';
import type { z } from 'zod';
import type { Db, Tx } from '../db/client';
import { challenges, ideaIterations, ideas, iterationRequests } from '../db/schema';
import { isClosedRow } from './challenge-filters';
import { notify } from './notifications';
import type { UserRow } from './users';

export type Refusal = { ok: false; status: 403 | 404 | 409 | 422; errors: FieldError[] };
export const refuse = (status: Refusal['status'], error: string, field = '*'): Refusal => ({
  ok: false,
  status,
  errors: [{ field, error }],
});

type IdeaRow = typeof ideas.$inferSelect;

/** Every version of an idea, the first first; one version (the idea itself) until it iterates. */
export async function versionsOf(db: Db | Tx, idea: IdeaRow): Promise<IdeaVersion[]> {
  const rows = await db
    .select()
    .from(ideaIterations)
    .where(eq(ideaIterations.ideaId, idea.id))
    .orderBy(asc(ideaIterations.version));
  if (!rows.length)
    return [{ version: 1, title: idea.title, description: idea.description, posted_at: idea.createdAt.toISOString() }];
  return rows.map((r) => ({
    version: r.version,
    title: r.title,
    description: r.description,
    posted_at: r.postedAt.toISOString(),
  }));
}

export async function requestsOf(db: Db | Tx, ideaId: number): Promise<IterationRequest[]> {
  const rows = await db
    .select()
    .from(iterationRequests)
    .where(eq(iterationRequests.ideaId, ideaId))
    .orderBy(asc(iterationRequests.createdAt), asc(iterationRequests.id));
  return rows.map((r) => ({
    id: r.id,
    note: r.note,
    created_at: r.createdAt.toISOString(),
    answered_at: r.answeredAt?.toISOString() ?? null,
  }));
}

async function findIdea(db: Db | Tx, ideaId: number, lock = false) {
  const query = db
    .select({ idea: ideas, challenge: challenges })
    .from(ideas)
    .innerJoin(challenges, eq(challenges.id, ideas.challengeId))
    .where(and(eq(ideas.id, ideaId), eq(challenges.state, 'published')))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: ideas }) : await query;
  return row ?? null;
}

/** GET /ideas/{id}/iterations */
export async function loadIterations(
  db: Db,
  viewerId: number | null,
  ideaId: number,
  now = new Date(),
): Promise<{ ok: true; iterations: IdeaIterations } | Refusal> {
  const row = await findIdea(db, ideaId);
  const author = row !== null && row.idea.authorId === viewerId;
  if (!row || (!author && (row.idea.declined || row.idea.hiddenAt))) return refuse(404, IDEA_NOTE_TEXTS.notFound);
  const catalyst = row.challenge.catalystId === viewerId;
  const closed = isClosedRow(row.challenge, now);
  if (!author && !catalyst && !closed) return refuse(403, IDEA_NOTE_TEXTS.iterationsClosed);
  const versions = await versionsOf(db, row.idea);
  const current = versions.length;
  return {
    ok: true,
    iterations: {
      idea_id: row.idea.id,
      current_version: current,
      versions_left: Math.max(0, IDEA_VERSIONS_MAX - current),
      can_iterate: author && !closed && !row.idea.declined && !row.idea.hiddenAt && current < IDEA_VERSIONS_MAX,
      versions,
      requests: author || catalyst ? await requestsOf(db, row.idea.id) : [],
    },
  };
}

/** POST /ideas/{id}/iterations: the author's new version. */
export async function postIteration(
  db: Db,
  user: UserRow,
  ideaId: number,
  input: z.output<typeof iterationCreateSchema>,
  now = new Date(),
): Promise<{ ok: true; iterations: IdeaIterations } | Refusal> {
  const result = await db.transaction(async (tx): Promise<Refusal | null> => {
    // The idea row is locked so two iterations posted at once cannot take the same number.
    const row = await findIdea(tx, ideaId, true);
    if (!row || ((row.idea.declined || row.idea.hiddenAt) && row.idea.authorId !== user.id))
      return refuse(404, IDEA_NOTE_TEXTS.notFound);
    if (row.idea.authorId !== user.id) return refuse(403, IDEA_NOTE_TEXTS.notAuthor);
    if (isClosedRow(row.challenge, now) || row.idea.declined || row.idea.hiddenAt)
      return refuse(422, IDEA_NOTE_TEXTS.closed);
    const versions = await versionsOf(tx, row.idea);
    if (versions.length >= IDEA_VERSIONS_MAX) return refuse(409, IDEA_NOTE_TEXTS.tooMany);
    if (input.title === row.idea.title && input.description === row.idea.description)
      return refuse(422, IDEA_NOTE_TEXTS.unchanged, 'title');
    // As when the idea was entered: a description is required but in a caption challenge.
    if (!row.challenge.captionSolutionFormat && !input.description.trim())
      return refuse(422, CREATE_MESSAGES.required, 'description');
    const next = versions.length + 1;
    await tx.insert(ideaIterations).values([
      // The first iteration also records the idea as first posted.
      ...(versions.length === 1
        ? [
            {
              ideaId,
              version: 1,
              title: row.idea.title,
              description: row.idea.description,
              postedAt: row.idea.createdAt,
            },
          ]
        : []),
      { ideaId, version: next, title: input.title, description: input.description, postedAt: now },
    ]);
    await tx
      .update(ideas)
      .set({ title: input.title, description: input.description, updatedAt: now })
      .where(eq(ideas.id, ideaId));
    const answered = await tx
      .update(iterationRequests)
      .set({ answeredAt: now })
      .where(and(eq(iterationRequests.ideaId, ideaId), isNull(iterationRequests.answeredAt)))
      .returning({ by: iterationRequests.requestedById });
    if (answered.length && row.challenge.slug)
      await notify(
        tx,
        {
          kind: 'iteration-request',
          to: answered.map((a) => a.by),
          actorId: null,
          // The author stays anonymous to the catalyst while the challenge is open.
          text: `An idea you asked to improve on “${row.challenge.questionTitle}” has a new iteration (version ${next}).`,
          href: href('challenges.show', { challenge: row.challenge.slug }),
        },
        now,
      );
    return null;
  });
  if (result) return result;
  return loadIterations(db, user.id, ideaId, now);
}
