// Saved ideas, the Nerve-on A-ha notebook (spec 3 §2.4 dashboard.nerve-on-ah.public and .private;
// spec 2 §2 'Save an Idea'). A player writes down an own idea before there is a question for it,
// or keeps someone's idea. A kept idea must be one the player may read: their own, or one whose
// challenge has closed (ideas stay anonymous and unrevealed until then, spec 2 §4), never a
// declined or hidden one, and one keep per idea. Private entries are the player's alone; public
// ones are shown to every signed-in player on the notebook's public page.
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FieldError } from '@/lib/contracts/errors';
import {
  IDEA_NOTE_TEXTS,
  SAVED_IDEAS_MAX,
  type SavedIdea,
  type savedIdeaCreateSchema,
  type Visibility,
} from '@/lib/contracts/idea-notes';
import type { z } from 'zod';
import type { Db } from '../db/client';
import { challenges, ideas, savedIdeas, users } from '../db/schema';
import { uniqueViolationConstraint } from './accounts';
import { isClosedRow } from './challenge-filters';
import { toPersonSummary } from './mappers';

type Refusal = { ok: false; status: 404 | 409 | 422; errors: FieldError[] };
const refuse = (status: Refusal['status'], error: string, field = '*'): Refusal => ({
  ok: false,
  status,
  errors: [{ field, error }],
});

const author = alias(users, 'saved_idea_author');

/**
 * A notebook's entries, newest first. `publicView` is the notebook as others read it: a kept idea
 * that was declined or hidden is left out even for its author, and so is a kept idea whose
 * challenge is still open (only its author can have kept it then: showing it would unmask them).
 */
async function loadEntries(
  db: Db,
  userId: number,
  visibilities: Visibility[],
  { ids, publicView = false }: { ids?: number[]; publicView?: boolean } = {},
): Promise<SavedIdea[]> {
  const rows = await db
    .select({
      s: savedIdeas,
      idea: { id: ideas.id, title: ideas.title, description: ideas.description, authorId: ideas.authorId },
      ideaGone: ideas.declined,
      hiddenAt: ideas.hiddenAt,
      challenge: {
        slug: challenges.slug,
        questionTitle: challenges.questionTitle,
        isClosed: challenges.isClosed,
        status: challenges.status,
        state: challenges.state,
        durationEnd: challenges.durationEnd,
      },
      author: {
        id: author.id,
        screenName: author.screenName,
        firstName: author.firstName,
        lastName: author.lastName,
        avatarUrl: author.avatarUrl,
      },
    })
    .from(savedIdeas)
    .leftJoin(ideas, eq(ideas.id, savedIdeas.ideaId))
    .leftJoin(challenges, eq(challenges.id, ideas.challengeId))
    .leftJoin(author, eq(author.id, ideas.authorId))
    .where(
      and(
        eq(savedIdeas.userId, userId),
        inArray(savedIdeas.visibility, visibilities),
        ids ? inArray(savedIdeas.id, ids) : undefined,
      ),
    )
    .orderBy(desc(savedIdeas.createdAt), desc(savedIdeas.id))
    .limit(SAVED_IDEAS_MAX);
  const out: SavedIdea[] = [];
  for (const row of rows) {
    const base = {
      id: row.s.id,
      visibility: row.s.visibility as Visibility,
      created_at: row.s.createdAt.toISOString(),
    };
    if (!row.idea || !row.challenge) {
      out.push({ ...base, title: row.s.title ?? '', description: row.s.description, idea: null });
      continue;
    }
    // A kept idea that was declined or hidden by a moderator since leaves the notebook with it,
    // unless it is the player's own.
    const own = row.idea.authorId === userId && !publicView;
    if (!own && (row.ideaGone || row.hiddenAt)) continue;
    const closed = isClosedRow(row.challenge);
    if (publicView && !closed) continue;
    out.push({
      ...base,
      title: row.idea.title,
      description: row.idea.description,
      idea: {
        id: row.idea.id,
        challenge: { slug: row.challenge.slug ?? '', question_title: row.challenge.questionTitle },
        author: closed && row.author ? toPersonSummary(row.author) : null,
      },
    });
  }
  return out;
}

/** GET /me/saved-ideas: mine, one visibility or both, newest first. */
export function mySavedIdeas(db: Db, userId: number, visibility?: Visibility) {
  return loadEntries(db, userId, visibility ? [visibility] : ['public', 'private']);
}

/** GET /saved-ideas/{screen_name}: a player's public notebook. */
export function publicSavedIdeas(db: Db, userId: number) {
  return loadEntries(db, userId, ['public'], { publicView: true });
}

/** Whether `userId` may keep idea `ideaId`: theirs, or revealed by its closed challenge. */
async function keepable(db: Db, userId: number, ideaId: number, now: Date): Promise<Refusal | null> {
  const [row] = await db
    .select({ authorId: ideas.authorId, declined: ideas.declined, hiddenAt: ideas.hiddenAt, c: challenges })
    .from(ideas)
    .innerJoin(challenges, eq(challenges.id, ideas.challengeId))
    .where(eq(ideas.id, ideaId))
    .limit(1);
  if (!row || row.c.state !== 'published') return refuse(404, IDEA_NOTE_TEXTS.notFound, 'idea_id');
  if (row.authorId === userId) return null;
  if (row.declined || row.hiddenAt) return refuse(404, IDEA_NOTE_TEXTS.notFound, 'idea_id');
  if (!isClosedRow(row.c, now)) return refuse(422, IDEA_NOTE_TEXTS.notReadable, 'idea_id');
  return null;
}

export async function saveIdea(
  db: Db,
  userId: number,
  input: z.output<typeof savedIdeaCreateSchema>,
  now = new Date(),
): Promise<{ ok: true; saved: SavedIdea } | Refusal> {
  if ('idea_id' in input) {
    const refusal = await keepable(db, userId, input.idea_id, now);
    if (refusal) return refusal;
  }
  const [{ n }] = await db.select({ n: count() }).from(savedIdeas).where(eq(savedIdeas.userId, userId));
  if (n >= SAVED_IDEAS_MAX) return refuse(422, IDEA_NOTE_TEXTS.full);
  let id: number;
  try {
    [{ id }] = await db
      .insert(savedIdeas)
      .values(
        'idea_id' in input
          ? { userId, visibility: input.visibility, ideaId: input.idea_id, title: null, createdAt: now }
          : {
              userId,
              visibility: input.visibility,
              title: input.title,
              description: input.description,
              createdAt: now,
            },
      )
      .returning({ id: savedIdeas.id });
  } catch (err) {
    if (uniqueViolationConstraint(err) !== null) return refuse(409, IDEA_NOTE_TEXTS.alreadyKept, 'idea_id');
    throw err;
  }
  const [saved] = await loadEntries(db, userId, ['public', 'private'], { ids: [id] });
  return { ok: true, saved };
}

/** PATCH /me/saved-ideas/{id}: public or private. */
export async function setSavedIdeaVisibility(
  db: Db,
  userId: number,
  id: number,
  visibility: Visibility,
): Promise<{ ok: true; saved: SavedIdea } | Refusal> {
  const updated = await db
    .update(savedIdeas)
    .set({ visibility })
    .where(and(eq(savedIdeas.id, id), eq(savedIdeas.userId, userId)))
    .returning({ id: savedIdeas.id });
  if (!updated.length) return refuse(404, IDEA_NOTE_TEXTS.entryNotFound);
  const [saved] = await loadEntries(db, userId, ['public', 'private'], { ids: [id] });
  return saved ? { ok: true, saved } : refuse(404, IDEA_NOTE_TEXTS.entryNotFound);
}

/** DELETE /me/saved-ideas/{id}: true when it was mine and is gone. */
export async function removeSavedIdea(db: Db, userId: number, id: number): Promise<boolean> {
  const gone = await db
    .delete(savedIdeas)
    .where(and(eq(savedIdeas.id, id), eq(savedIdeas.userId, userId)))
    .returning({ id: savedIdeas.id });
  return gone.length > 0;
}
