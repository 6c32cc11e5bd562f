import 'server-only';
// Public reads kept parsed in this web process for a few seconds (issue 24 part 5): for a read
// asked on every request of a hot path, where going through Next's fetch cache each time (its
// cache key, a Response rebuilt and read as a stream, the provider client around it) costs more
// than the read itself. Freshness is that of the fetch cache: an entry is dropped as soon as one of
// its tags is revalidated after it was read (in this process, or in another through the shared
// cache handler's tags manifest), and lives `ttlMs` at most otherwise.
// Pure of Next.js so that it can be unit tested; the caller binds `tagsExpired`.
import { PERSONAL_CACHE_SECONDS } from './personal-cache';

interface Entry<T> {
  value: T;
  tags: string[];
  fetchedAt: number;
}

export type KeptRead<T> = (key: string, tags: string[], load: () => Promise<T>) => Promise<T>;

export function createKeptReads<T>({
  keep,
  ttlMs = PERSONAL_CACHE_SECONDS * 1000,
  maxEntries = 500,
  now = Date.now,
  tagsExpired = () => false,
}: {
  /** Whether an answer may be kept (a success, not a stand-in for an outage). */
  keep: (value: T) => boolean;
  ttlMs?: number;
  maxEntries?: number;
  now?: () => number;
  tagsExpired?: (tags: string[], since: number) => boolean;
}): KeptRead<T> {
  const entries = new Map<string, Entry<T>>();
  return async (key, tags, load) => {
    const entry = entries.get(key);
    // A revalidation in the millisecond the read started counts too: Next's tags manifest only
    // counts one strictly after the time it is given.
    if (entry && now() - entry.fetchedAt < ttlMs && !tagsExpired(entry.tags, entry.fetchedAt - 1)) return entry.value;
    entries.delete(key);
    // When the read started: a revalidation while it is on its way makes the answer out of date.
    const fetchedAt = now();
    const value = await load();
    if (keep(value)) {
      entries.delete(key);
      entries.set(key, { value, tags, fetchedAt });
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    }
    return value;
  };
}
