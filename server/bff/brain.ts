import 'server-only';
// Loaders of the game layer (spec 3 §7): the brain records, their history, the neurons feed and
// highlights, parsed with the wire contracts of lib/contracts/brain.ts. Each returns null when the
// provider fails, so a page says 'could not be loaded' instead of showing made-up numbers.
import {
  brainHistorySchema,
  brainListSchema,
  highlightsSchema,
  HIGHLIGHTS_FIRST_LOAD,
  neuronsFeedSchema,
  NEURONS_PAGE_SIZE,
  type Brain,
  type BrainHistory,
  type BrainRole,
} from '@/lib/contracts/brain';
import { PREFERENCE } from '@/lib/contracts/preferences';
import { provider } from './provider';

/** GET /brain: the signed-in user's brain in every role. */
export async function getMyBrains(): Promise<Brain[] | null> {
  const res = await provider('/brain', { schema: brainListSchema.shape.data });
  return res.ok ? res.data : null;
}

export function brainOf(brains: Brain[] | null, role: BrainRole): Brain | null {
  return brains?.find((b) => b.role === role) ?? null;
}

/** GET /brain/{role}/historical. */
export async function getBrainHistory(role: BrainRole): Promise<BrainHistory | null> {
  const res = await provider(`/brain/${encodeURIComponent(role)}/historical`, {
    schema: brainHistorySchema.shape.data,
  });
  return res.ok ? res.data : null;
}

/** GET /brain/neurons?page=&size=&role= (pages from 0). */
export async function getNeurons(query: { page: number; size?: number; role?: string }) {
  const res = await provider('/brain/neurons', {
    schema: neuronsFeedSchema,
    envelope: true,
    query: { page: query.page, size: query.size ?? NEURONS_PAGE_SIZE, role: query.role },
  });
  return res.ok ? res.data : null;
}

/** GET /gamedash/{userId}/highlights. */
export async function getHighlights(userId: number, query: { size?: number; page?: number; role?: string }) {
  const res = await provider(`/gamedash/${userId}/highlights`, {
    schema: highlightsSchema,
    envelope: true,
    query: { size: query.size ?? HIGHLIGHTS_FIRST_LOAD, page: query.page ?? 0, role: query.role },
  });
  return res.ok ? res.data : null;
}

/** The 'Show numbering on Brain' preference (spec 3 §2.3), off until chosen. */
export function showNumbering(preferences: Record<string, unknown>): boolean {
  return preferences[PREFERENCE.brainShowNumbering] === true;
}
