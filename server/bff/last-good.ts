// The last good answer of each public (anonymous, tag-cached) provider read, kept in memory so that
// a page rendered while the provider is down shows the data it showed last instead of an error
// (DESIGN.md 'Provider down': visitors keep getting the last good render). Next's own data cache
// does not do this for pages: a render that will be cached (the visitor cache's ISR renders)
// refetches a stale entry in the foreground and throws when the fetch fails, and an entry expired
// by a tag is not read at all. Bounded: the least recently used answers go first.

export interface LastGoodStore {
  get(key: string): unknown;
  set(key: string, payload: unknown): void;
}

/** Answers kept per web process: every community's home, platform and category reads, and the recent challenges. */
export const LAST_GOOD_ENTRIES = 1_000;

export function createLastGoodStore(maxEntries = LAST_GOOD_ENTRIES): LastGoodStore & { size(): number } {
  const entries = new Map<string, unknown>();
  return {
    get(key) {
      if (!entries.has(key)) return undefined;
      const payload = entries.get(key);
      // Map keeps insertion order: taking it out and back marks it most recently used.
      entries.delete(key);
      entries.set(key, payload);
      return payload;
    },
    set(key, payload) {
      entries.delete(key);
      entries.set(key, payload);
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    },
    size: () => entries.size,
  };
}
