// A ledger row as the Neuron of the contract (spec 3 §3 'Neuron as rendered from the server'),
// with the challenge it belongs to (directly, or through the idea).
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Neuron } from '@/lib/contracts/brain';
import type { Db } from '../db/client';
import { challenges, ideas, pointEvents } from '../db/schema';
import { toNeuron as neuronOf } from '../domain/brain';

export type LedgerRow = typeof pointEvents.$inferSelect;
export interface ChallengeRef {
  title: string;
  slug: string;
}

/** The pushed neuron is the feed's (GET /brain/neurons), so a live row and a reloaded one agree. */
export function toNeuron(row: LedgerRow, challenge: ChallengeRef | null): Neuron {
  return neuronOf({
    id: row.id,
    points: row.points,
    role: row.role,
    reason: row.reason,
    createdAt: row.createdAt,
    challengeTitle: challenge?.title ?? null,
    challengeSlug: challenge?.slug ?? null,
  });
}

/** The challenge of each row, keyed by ledger id (rows about no challenge are left out). */
export async function challengesOf(db: Db, rows: LedgerRow[]): Promise<Map<number, ChallengeRef & { id: number }>> {
  const challengeIds = rows
    .filter((r) => r.contextType === 'challenge' && r.contextId !== null)
    .map((r) => r.contextId!);
  const ideaIds = rows.filter((r) => r.contextType === 'idea' && r.contextId !== null).map((r) => r.contextId!);
  const ideaChallenge = new Map<number, number>();
  if (ideaIds.length) {
    const found = await db
      .select({ id: ideas.id, challengeId: ideas.challengeId })
      .from(ideas)
      .where(inArray(ideas.id, [...new Set(ideaIds)]));
    for (const idea of found) ideaChallenge.set(idea.id, idea.challengeId);
  }
  const wanted = [...new Set([...challengeIds, ...ideaChallenge.values()])];
  const byId = new Map<number, ChallengeRef & { id: number }>();
  if (wanted.length) {
    const found = await db
      .select({ id: challenges.id, title: challenges.questionTitle, slug: challenges.slug })
      .from(challenges)
      .where(inArray(challenges.id, wanted));
    for (const c of found) byId.set(c.id, c);
  }
  const out = new Map<number, ChallengeRef & { id: number }>();
  for (const row of rows) {
    const challengeId =
      row.contextType === 'challenge'
        ? row.contextId
        : row.contextType === 'idea' && row.contextId !== null
          ? ideaChallenge.get(row.contextId)
          : undefined;
    const challenge = challengeId ? byId.get(challengeId) : undefined;
    if (challenge) out.set(row.id, challenge);
  }
  return out;
}

/** Ideas standing in a challenge (declined ones do not count), for the ChallengeClosed statement. */
export async function standingIdeas(db: Db, challengeId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(ideas)
    .where(and(eq(ideas.challengeId, challengeId), eq(ideas.declined, false)));
  return row?.n ?? 0;
}
