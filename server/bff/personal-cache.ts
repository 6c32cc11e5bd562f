import 'server-only';
// The signed-in fast path (issue 24 part 5, DESIGN.md 'page serving'): a short-lived, per-process
// cache of a viewer's own provider reads (their account, their ideas and ratings on a challenge,
// their dashboard numbers). A signed-in page then costs the provider only what changed since the
// viewer's last page, not every personal read again.
//
// What keeps it correct:
// - Keyed by a hash of the provider token (plus the path and query): an answer is only ever given
//   back to a request bearing the same token, so nobody is served another person's data. Only
//   successful answers are kept; a 401 for a token forgets everything kept for it.
// - Every entry carries its account's tag `viewer:{user id}` and the tags its caller names (a
//   challenge's `challenge:{slug}`, which every change to that challenge already revalidates). An entry is
//   dropped once any of its tags was revalidated after it was fetched: `tagsExpired` reads Next's
//   tags manifest, which the shared cache handler also marks when another web process revalidates
//   (server/cache/next-cache-handler.cjs), so a mutation on web A reaches web B's entries too.
// - The viewer's own mutations (any non-GET provider call with their token) forget their token's
//   entries here and revalidate their account's tag everywhere, so a player sees their new idea or
//   rating on the very next page, whichever web process serves it.
// - Changes the web does not see (a rating of my idea by somebody else, an admin granting a role,
//   a sign-out at the accounts service) live at most `ttlMs` (PERSONAL_CACHE_SECONDS).
// - One read per token and key is on its way at a time (`shared`): when an entry runs out while a
//   player's pages and parts calls come in together, they wait for one provider answer rather than
//   each asking (which queued them behind each other on the provider and made the slowest calls'
//   time). The viewer's own mutation forgets the reads on their way too.
// - An answer read in the last fifth of its life (`refreshDue`) is given back and read again in the
//   background, so a player who keeps coming finds it fresh rather than waiting for the provider
//   when it runs out; it still lives `ttlMs` at most.
// Pure of Next.js so that it can be unit tested; server/bff/provider.ts binds it to the request.
import { createHash } from 'node:crypto';

/** How long a personal answer is kept without a signal: a few seconds, see the header. */
export const PERSONAL_CACHE_SECONDS = 5;
/** From this share of its life on, a kept answer that is read is read again in the background. */
export const PERSONAL_CACHE_REFRESH_AFTER = 0.8;
/** Entries per web process (an account answer is about 1 kB, a challenge's ratings a few). */
export const PERSONAL_CACHE_ENTRIES = 5_000;

/** The hash that names a token in keys and tags; the token itself is never kept as a key. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('base64url').slice(0, 32);
}

/**
 * The tag of everything kept for one account, on every web process: revalidated by that account's
 * own mutations, wherever they are answered.
 */
export const viewerTag = (userId: number) => `viewer:${userId}`;

export interface PersonalCache {
  /** A kept answer of this token's read, or undefined when there is none that is still good. */
  get(token: string, key: string): unknown;
  /** Whether a kept answer is old enough to be read again in the background (see the header). */
  refreshDue(token: string, key: string): boolean;
  /** Keeps an answer fetched at `fetchedAt` (when its request started), with its tags. */
  set(token: string, key: string, value: unknown, tags: string[], fetchedAt: number): void;
  /**
   * `load`'s answer, or that of the same token's read of `key` already on its way (which `load`
   * must be: the same read, keeping its answer with `set`), unless one of `tags` was revalidated
   * since that read started (a change answered by another web process): then a read of its own.
   */
  shared<T>(token: string, key: string, load: () => Promise<T>, tags?: string[]): Promise<T>;
  /** Forgets every answer kept for this token, and its reads on their way (a 401, or its own mutation). */
  forget(token: string): void;
  size(): number;
}

interface Entry {
  value: unknown;
  tags: string[];
  fetchedAt: number;
  token: string;
}

export function createPersonalCache({
  ttlMs = PERSONAL_CACHE_SECONDS * 1000,
  maxEntries = PERSONAL_CACHE_ENTRIES,
  now = Date.now,
  tagsExpired = () => false,
}: {
  ttlMs?: number;
  maxEntries?: number;
  now?: () => number;
  /** Whether any of the tags was revalidated after `since` (Next's tags manifest in the web process). */
  tagsExpired?: (tags: string[], since: number) => boolean;
} = {}): PersonalCache {
  const entries = new Map<string, Entry>();
  // When each token was last forgotten: an answer whose request started before is out of date even
  // if it arrives after (a read racing the viewer's own mutation).
  const forgotten = new Map<string, number>();
  const flights = new Map<string, { token: string; answer: Promise<unknown>; startedAt: number }>();
  const keyOf = (hash: string, key: string) => `${hash} ${key}`;
  return {
    get(token, key) {
      const hash = tokenHash(token);
      const k = keyOf(hash, key);
      const entry = entries.get(k);
      if (!entry) return undefined;
      const stale =
        now() - entry.fetchedAt >= ttlMs ||
        entry.fetchedAt <= (forgotten.get(hash) ?? -Infinity) ||
        tagsExpired(entry.tags, entry.fetchedAt);
      if (entry.token !== hash || stale) {
        entries.delete(k);
        return undefined;
      }
      // Map keeps insertion order: taking it out and back marks it most recently used.
      entries.delete(k);
      entries.set(k, entry);
      return entry.value;
    },
    refreshDue(token, key) {
      const entry = entries.get(keyOf(tokenHash(token), key));
      return entry !== undefined && now() - entry.fetchedAt >= ttlMs * PERSONAL_CACHE_REFRESH_AFTER;
    },
    set(token, key, value, tags, fetchedAt) {
      const hash = tokenHash(token);
      const k = keyOf(hash, key);
      entries.delete(k);
      entries.set(k, { value, tags, fetchedAt, token: hash });
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    },
    shared<T>(token: string, key: string, load: () => Promise<T>, tags: string[] = []): Promise<T> {
      const hash = tokenHash(token);
      const k = keyOf(hash, key);
      const flight = flights.get(k);
      if (flight && !tagsExpired(tags, flight.startedAt)) return flight.answer as Promise<T>;
      const startedAt = now();
      const answer = load().finally(() => {
        if (flights.get(k)?.answer === answer) flights.delete(k);
      });
      flights.set(k, { token: hash, answer, startedAt });
      return answer;
    },
    forget(token) {
      const hash = tokenHash(token);
      for (const [k, entry] of entries) if (entry.token === hash) entries.delete(k);
      for (const [k, flight] of flights) if (flight.token === hash) flights.delete(k);
      forgotten.delete(hash);
      forgotten.set(hash, now());
      while (forgotten.size > maxEntries) forgotten.delete(forgotten.keys().next().value as string);
    },
    size: () => entries.size,
  };
}

const PROCESS_KEY = Symbol.for('nervus.personal-cache');
// Next's tags manifest, as the shared cache handler exposes it (server/cache/next-cache-handler.cjs).
const TAGS_EXPIRED_KEY = Symbol.for('nervus.tags-expired');
type TagsExpired = (tags: string[], since: number) => boolean;

/** Whether one of the tags was revalidated after `since`, in this process or (shared cache handler) another. */
export function tagsRevalidatedSince(tags: string[], since: number): boolean {
  const store = globalThis as typeof globalThis & { [TAGS_EXPIRED_KEY]?: TagsExpired };
  return store[TAGS_EXPIRED_KEY]?.(tags, since) ?? false;
}

/** The cache of this web process: one for pages and route handlers, which Next bundles apart. */
export function personalCache(): PersonalCache {
  const store = globalThis as typeof globalThis & { [PROCESS_KEY]?: PersonalCache };
  store[PROCESS_KEY] ??= createPersonalCache({ tagsExpired: tagsRevalidatedSince });
  return store[PROCESS_KEY];
}
