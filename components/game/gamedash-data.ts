'use client';
// What the Game Dash reads, as SWR keys shared by the navbar bell and the dialog: one request
// serves both, and a live push marks them all stale at once (spec 3 §4 'Live updates').
import type { Key, KeyedMutator } from 'swr';
import { api } from '@/lib/client/api';
import type { BrainRole } from '@/lib/contracts/brain';
import type { Preferences } from '@/lib/contracts/platform';

export const BRAINS_KEY = '/brain';
export const PREFERENCES_KEY = '/me/preferences';
export const NEURONS_FIRST_PAGE_KEY = '/brain/neurons?page=0';
/** The bell's latest notifications with the unread count (issue 19 §3), shared by the button and the dialog. */
export const BELL_LIST_SIZE = 5;
export const BELL_NOTIFICATIONS_KEY = `/notifications?size=${BELL_LIST_SIZE}`;

/** One row's push is 3-4 messages (neuron, role score, Nerve Score, highlights): reload once after them. */
export const PUSH_RELOAD_DELAY_MS = 300;

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

/**
 * Saves part of the preferences bag (PUT merges it) and shows it at once; on failure the cache
 * rolls back and the promise rejects. The bag is read again afterwards, so two saves racing (the
 * seen score and a tip) cannot leave the cache without the other's key.
 */
export function savePreferences(
  mutate: KeyedMutator<Preferences>,
  current: Preferences,
  patch: Preferences,
): Promise<Preferences | undefined> {
  return mutate(api<Preferences>(PREFERENCES_KEY, { method: 'PUT', body: patch }), {
    optimisticData: { ...current, ...patch },
    rollbackOnError: true,
    populateCache: true,
    revalidate: true,
  });
}
