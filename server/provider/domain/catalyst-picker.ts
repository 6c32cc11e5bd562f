// The catalyst's owner views of a challenge (spec 2 §5, §7; spec 3 §5): GET/PUT
// /challenges/{slug}/catalyst/picker (the Top 3 picks with the ideas, averages and rating counts)
// and PUT /challenges/{slug}/catalyst/updates. Owner only: the challenge's catalyst_id must be the
// user's id, else 403 with the spec's message.
//
// A change to the picks locks the challenge row (SELECT ... FOR UPDATE) like closing does, so a
// pick and a closing never interleave: once closed, the picks the closing paid are final.
import { and, asc, eq, sql } from 'drizzle-orm';
import { topThree } from '@/lib/challenges/closing';
import type { CatalystUpdate } from '@/lib/challenges/catalyst-updates';
import { PICKER_MESSAGES, placePick, type PickerPut, type PickerState } from '@/lib/challenges/picker';
import { rankIdeas, roundScore } from '@/lib/challenges/ranking';
import type { FieldError } from '@/lib/contracts/errors';
import type { Db, Tx } from '../db/client';
import { catalystPicks, challenges, ideas, platforms, ratings } from '../db/schema';
import { isClosedRow } from './challenge-filters';
import type { UserRow } from './users';

type ChallengeRow = typeof challenges.$inferSelect;
type Refusal = { ok: false; status: 403 | 404 | 422; errors: FieldError[] };
const refuse = (status: Refusal['status'], error: string, field = '*'): Refusal => ({
  ok: false,
  status,
  errors: [{ field, error }],
});

/** The stored picks of a challenge, place 1 first. */
export async function loadPicks(db: Db | Tx, challengeId: number): Promise<number[]> {
  const rows = await db
    .select({ ideaId: catalystPicks.ideaId })
    .from(catalystPicks)
    .where(eq(catalystPicks.challengeId, challengeId))
    .orderBy(asc(catalystPicks.place));
  return rows.map((row) => row.ideaId);
}

async function ownedChallenge(db: Db | Tx, user: UserRow, slug: string, lock = false) {
  const query = db
    .select({ c: challenges, platform: platforms.slug })
    .from(challenges)
    .innerJoin(platforms, eq(platforms.id, challenges.platformId))
    .where(and(eq(challenges.slug, slug), eq(challenges.state, 'published')));
  const [row] = lock ? await query.for('update', { of: challenges }) : await query;
  if (!row) return refuse(404, PICKER_MESSAGES.notFound);
  if (row.c.catalystId !== user.id) return refuse(403, PICKER_MESSAGES.notOwner);
  return { ok: true as const, challenge: row.c, platform: row.platform };
}

async function ideasWithScores(db: Db | Tx, challengeId: number) {
  return db
    .select({
      id: ideas.id,
      title: ideas.title,
      description: ideas.description,
      authorId: ideas.authorId,
      average: sql<number | null>`avg(${ratings.value})`.mapWith((v) => (v === null ? null : Number(v))),
      rating_count: sql<number>`count(${ratings.userId})`.mapWith(Number),
    })
    .from(ideas)
    .leftJoin(ratings, eq(ratings.ideaId, ideas.id))
    .where(and(eq(ideas.challengeId, challengeId), eq(ideas.declined, false)))
    .groupBy(ideas.id);
}

/** The effective Top 3 for a challenge: stored picks first, then the crowd (lib topThree). */
export function effectiveTopThree(
  picks: readonly number[],
  ranked: readonly { id: number; rank: number | null; authorId: number }[],
  catalystId: number,
) {
  const picked = new Set(picks);
  return topThree(picks, ranked, catalystId).map((ideaId, i) => ({
    place: i + 1,
    idea_id: ideaId,
    picked: picked.has(ideaId),
  }));
}

function updateOf(c: ChallengeRow): CatalystUpdate {
  return c.catalystUpdate && c.catalystUpdatedAt
    ? { text: c.catalystUpdate, updated_at: c.catalystUpdatedAt.toISOString() }
    : null;
}

async function stateOf(db: Db | Tx, c: ChallengeRow, platform: string, now: Date): Promise<PickerState> {
  const [list, picks] = await Promise.all([ideasWithScores(db, c.id), loadPicks(db, c.id)]);
  const ranked = rankIdeas(list);
  return {
    slug: c.slug,
    platform,
    question_title: c.questionTitle,
    closed: isClosedRow(c, now),
    picks: picks.map((ideaId, i) => ({ place: i + 1, idea_id: ideaId })),
    top3: effectiveTopThree(picks, ranked, c.catalystId),
    ideas: ranked.map((idea) => ({
      id: idea.id,
      title: idea.title,
      description: idea.description,
      average: idea.average === null ? null : roundScore(idea.average),
      rating_count: idea.rating_count,
      rank: idea.rank,
      own: idea.authorId === c.catalystId,
    })),
    update: updateOf(c),
  };
}

export type PickerResult = { ok: true; state: PickerState } | Refusal;

export async function getPicker(db: Db, user: UserRow, slug: string, now = new Date()): Promise<PickerResult> {
  const found = await ownedChallenge(db, user, slug);
  if (!found.ok) return found;
  return { ok: true, state: await stateOf(db, found.challenge, found.platform, now) };
}

/** PUT: drop an idea in at a place (pushing the 3rd out), move it, or take it out (place null). */
export async function putPick(
  db: Db,
  user: UserRow,
  slug: string,
  body: PickerPut,
  now = new Date(),
): Promise<PickerResult> {
  return db.transaction(async (tx) => {
    const found = await ownedChallenge(tx, user, slug, true);
    if (!found.ok) return found;
    const c = found.challenge;
    if (isClosedRow(c, now)) return refuse(422, PICKER_MESSAGES.closed);
    const [idea] = await tx
      .select({ authorId: ideas.authorId, declined: ideas.declined })
      .from(ideas)
      .where(and(eq(ideas.id, body.idea_id), eq(ideas.challengeId, c.id)));
    if (!idea) return refuse(422, PICKER_MESSAGES.ideaNotFound, 'idea_id');
    if (body.place !== null && idea.authorId === c.catalystId) return refuse(422, PICKER_MESSAGES.ownIdea, 'idea_id');
    if (body.place !== null && idea.declined) return refuse(422, PICKER_MESSAGES.declined, 'idea_id');
    const next = placePick(await loadPicks(tx, c.id), body.idea_id, body.place);
    // Rewritten whole: places shift together, and the keys (place, idea) never clash midway.
    await tx.delete(catalystPicks).where(eq(catalystPicks.challengeId, c.id));
    if (next.length)
      await tx
        .insert(catalystPicks)
        .values(next.map((ideaId, i) => ({ challengeId: c.id, place: i + 1, ideaId, createdAt: now })));
    return { ok: true, state: await stateOf(tx, c, found.platform, now) };
  });
}

export type UpdateResult = { ok: true; slug: string; platform: string; update: CatalystUpdate } | Refusal;

/** PUT /challenges/{slug}/catalyst/updates: replace the catalyst's update; empty text removes it. */
export async function putCatalystUpdate(
  db: Db,
  user: UserRow,
  slug: string,
  text: string,
  now = new Date(),
): Promise<UpdateResult> {
  const found = await ownedChallenge(db, user, slug);
  if (!found.ok) return found;
  const value = text === '' ? null : text;
  await db
    .update(challenges)
    .set({ catalystUpdate: value, catalystUpdatedAt: value === null ? null : now, updatedAt: now })
    .where(eq(challenges.id, found.challenge.id));
  return {
    ok: true,
    slug,
    platform: found.platform,
    update: value === null ? null : { text: value, updated_at: now.toISOString() },
  };
}
