'use client';
// What the Game Dash reads, as SWR keys shared by the navbar bell and the dialog: one request
// serves both, and a live push marks them all stale at once (spec 3 §4 'Live updates').
import type { Key } from 'swr';
import { api } from '../../lib/client/api';
import type { BrainRole } from '../../lib/contracts/brain';

export const BRAINS_KEY = '/brain';
export const PREFERENCES_KEY = '/me/preferences';
export const NEURONS_FIRST_PAGE_KEY = '/brain/neurons?page=0';

/** Highlights of one player, role and size: a new player (after login) or role reloads them (spec 3 §4). */
export function highlightsKey(screenName: string, role: BrainRole, size: number) {
  return [`/gamedash/highlights?size=${size}&role=${role}`, screenName] as const;
}

export function fetchGamedash<T>(key: string | readonly [string, ...unknown[]]): Promise<T> {
  return api<T>(typeof key === 'string' ? key : key[0]);
}

/** The keys a pushed neuron, score or highlight makes stale: scores, the feed and highlights. */
export function isStaleAfterPush(key: Key): boolean {
  const path = typeof key === 'string' ? key : Array.isArray(key) && typeof key[0] === 'string' ? key[0] : '';
  return path.startsWith('/brain') || path.startsWith('/gamedash/highlights');
}
