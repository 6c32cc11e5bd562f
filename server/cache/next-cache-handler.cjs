// Next.js cache handler of the web process (next.config.ts `cacheHandler`, DESIGN.md 'scale-out').
// Pages and fetched data stay in each process's bounded in-memory LRU (Next's own FileSystemCache
// with isrFlushToDisk off, exactly today's behaviour), and tag revalidations are shared through
// Redis when REDIS_URL is set: a `revalidateTag` on one web process is applied here, written to a
// Redis hash (so a process that starts later knows it) and published; every other web process
// hears it and marks the same tags in its own tags manifest, which Next checks on every cache read.
// So a mutation answered by web A makes web B render the page afresh on its next visit, within
// the publish's few milliseconds. While Redis is down a process keeps serving and revalidating its
// own cache (a warning says so) and catches up from the hash when Redis is back.
//
// Plain CommonJS, loaded by Next at runtime outside the app's bundles (and beside Next's own
// modules, whose tags manifest it must share), hence its own env reading (the one exception to
// house rule 8, with zod as everywhere else).
/* eslint-disable @typescript-eslint/no-require-imports */
const FileSystemCache = require('next/dist/server/lib/incremental-cache/file-system-cache.js').default;
const { tagsManifest, areTagsExpired } = require('next/dist/server/lib/incremental-cache/tags-manifest.external.js');
const { Redis } = require('ioredis');
const { randomUUID } = require('node:crypto');
const { z } = require('zod');
const { keptPagePolicy } = require('./kept-page-policy.cjs');

const env = z
  .object({
    REDIS_URL: z.string().optional(),
    /** Prefixes every key and channel, so several deployments (or test runs) share one Redis. */
    REDIS_KEY_PREFIX: z.string().default('nervus:'),
    NEXT_PHASE: z.string().optional(),
  })
  .parse(process.env);

// The personal cache of signed-in pages (server/bff/personal-cache.ts) lives in the app's bundles,
// which may hold a copy of Next's modules of their own: it reads this tags manifest, the one Next
// and the shared revalidations mark, through this global.
globalThis[Symbol.for('nervus.tags-expired')] = areTagsExpired;

/**
 * A viewer's tag (server/bff/personal-cache.ts) matters for the seconds their personal reads are
 * kept: it is shared by the message alone, never kept in the Redis hash, and dropped from this
 * process's manifest a minute later, so neither grows with the number of players.
 */
const SHORT_LIVED_TAG = /^viewer:/;
const SHORT_LIVED_MS = 60_000;
setInterval(() => {
  const before = Date.now() - SHORT_LIVED_MS;
  for (const [tag, entry] of tagsManifest)
    if (SHORT_LIVED_TAG.test(tag) && Math.max(entry.stale ?? 0, entry.expired ?? 0) < before) tagsManifest.delete(tag);
}, SHORT_LIVED_MS).unref();

const ORIGIN = randomUUID();
const TAGS_KEY = `${env.REDIS_KEY_PREFIX}next:tags`;
const CHANNEL = `${env.REDIS_KEY_PREFIX}next:revalidate`;

const messageSchema = z.object({
  origin: z.string(),
  tags: z.array(z.string()).max(1000),
  durations: z.object({ expire: z.number().optional() }).optional(),
});
const storedSchema = z.object({ stale: z.number().optional(), expired: z.number().optional() });

/** Marks tags as FileSystemCache.revalidateTag does: stale now, expired after `expire` seconds. */
function markTags(tags, durations, now = Date.now()) {
  for (const tag of tags) {
    const entry = tagsManifest.get(tag) ?? {};
    const next = durations
      ? { ...entry, stale: now, ...(durations.expire !== undefined ? { expired: now + durations.expire * 1000 } : {}) }
      : { ...entry, expired: now };
    tagsManifest.set(tag, next);
  }
}

/** The shared half: one command connection and one subscriber per process, made on first use. */
let shared = null;
function connectShared() {
  if (shared !== null || !env.REDIS_URL || env.NEXT_PHASE === 'phase-production-build') return shared;
  // Commands fail at once while disconnected (no offline queue): a page never waits on Redis.
  const options = { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: false };
  const command = new Redis(env.REDIS_URL, options);
  const subscriber = new Redis(env.REDIS_URL, { ...options, enableOfflineQueue: true });
  let warned = false;
  const warn = (err) => {
    if (warned) return;
    warned = true;
    console.warn(`[cache] Redis unavailable, revalidations stay in this process until it is back: ${err.message}`);
  };
  command.on('error', warn);
  subscriber.on('error', warn);
  // Every (re)connection reads the revalidations this process may have missed.
  command.on('ready', () => {
    warned = false;
    command
      .hgetall(TAGS_KEY)
      .then((all) => {
        for (const [tag, text] of Object.entries(all)) {
          const stored = storedSchema.safeParse(safeJson(text));
          if (!stored.success) continue;
          const entry = tagsManifest.get(tag) ?? {};
          tagsManifest.set(tag, {
            stale: Math.max(entry.stale ?? 0, stored.data.stale ?? 0) || undefined,
            expired: Math.max(entry.expired ?? 0, stored.data.expired ?? 0) || undefined,
          });
        }
      })
      .catch(warn);
  });
  subscriber.subscribe(CHANNEL).catch(warn);
  subscriber.on('message', (channel, text) => {
    if (channel !== CHANNEL) return;
    const message = messageSchema.safeParse(safeJson(text));
    // Marked with this process's clock: everything it rendered before hearing it is out of date.
    if (message.success && message.data.origin !== ORIGIN) markTags(message.data.tags, message.data.durations);
  });
  shared = { command, subscriber };
  return shared;
}

function safeJson(text) {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

// The dashboard home kept for every owner (app/cached-player/[community]/my-dashboard) is one page
// for all, but Next writes the address of the visit that rendered it into its flight data (the
// router's initial address, which the browser replaces with its own location at once): kept as it
// is, the page would name the player whose visit rendered it to every other. It is kept with the
// viewer's own address ('/me/my-dashboard') in that place instead, or not kept at all when that
// place is not found whole (a row of the flight data split over two scripts, say), so a copy that
// may name somebody is never handed to the others. On the server the frame's client components see
// the rendering visit's address as their usePathname: none may print it outside a slot.
// Next's key of a page entry ends in '/$' and the page's path (`/route-cache/APP_PAGE/{hash}/$/…`).
const KEPT_DASHBOARD_KEY = /\/\$\/cached-player\/[^/]+\/my-dashboard$/;
// A render for a client navigation has its `?_rsc=` query there too: dropped with the handle.
const RENDERER_PATH = /("c":\["",")[A-Za-z0-9_.-]{1,40}(","my-dashboard)(?:\?[^"]*)?("\])/g;
const RENDERER_PATH_IN_SCRIPT = /(\\"c\\":\[\\"\\",\\")[A-Za-z0-9_.-]{1,40}(\\",\\"my-dashboard)(?:\?[^"\\]*)?(\\"\])/g;

const OWN_PATH_IN_SCRIPT = '\\"c\\":[\\"\\",\\"me\\",\\"my-dashboard\\"]';

/** Whether the entry's address was found and replaced; false: it must not be kept. */
function withoutRenderersPath(data) {
  data.html = data.html.replace(RENDERER_PATH_IN_SCRIPT, '$1me$2$3');
  if (!data.html.includes(OWN_PATH_IN_SCRIPT)) return false;
  const clean = (buffer) => Buffer.from(buffer.toString('utf8').replace(RENDERER_PATH, '$1me$2$3'));
  if (Buffer.isBuffer(data.rscData)) data.rscData = clean(data.rscData);
  if (data.segmentData instanceof Map)
    for (const [segment, buffer] of data.segmentData)
      if (Buffer.isBuffer(buffer)) data.segmentData.set(segment, clean(buffer));
  return true;
}

/**
 * A page entry as it is kept (in place: Next answers the render that fills the entry from the
 * same object): the kept dashboard without the address of the visit that rendered it, and every
 * page with its script policy, worked out from the HTML as kept. Answers whether to keep it.
 */
function keptPageEntry(key, data) {
  const keep = !KEPT_DASHBOARD_KEY.test(key) || withoutRenderersPath(data);
  data.headers = { ...data.headers, 'content-security-policy': keptPagePolicy(data.html) };
  if (!keep) console.warn(`[cache] ${key}: the address of the visit that rendered it was not found whole; not kept`);
  return keep;
}

class SharedTagsCacheHandler extends FileSystemCache {
  constructor(ctx) {
    super(ctx);
    connectShared();
  }

  /**
   * A kept page gets its script policy beside it (kept-page-policy.cjs): Next sends a kept entry's
   * headers with every answer from it, the render that fills the entry included, since the entry
   * is set before that answer goes out. Route answers (share images) and data are kept as they are.
   */
  async set(key, data, ctx) {
    if (data?.kind === 'APP_PAGE' && typeof data.html === 'string' && !keptPageEntry(key, data)) return;
    return super.set(key, data, ctx);
  }

  async revalidateTag(tags, durations) {
    const list = typeof tags === 'string' ? [tags] : tags;
    if (list.length === 0) return;
    await super.revalidateTag(list, durations);
    const redis = connectShared()?.command;
    if (!redis) return;
    try {
      const kept = list.filter((tag) => !SHORT_LIVED_TAG.test(tag));
      const entries = kept.flatMap((tag) => [tag, JSON.stringify(tagsManifest.get(tag) ?? {})]);
      const batch = redis.multi();
      if (entries.length) batch.hset(TAGS_KEY, ...entries);
      await batch.publish(CHANNEL, JSON.stringify({ origin: ORIGIN, tags: list, durations })).exec();
    } catch (err) {
      console.warn(`[cache] could not share a revalidation of ${list.join(', ')}: ${err.message}`);
    }
  }
}

module.exports = SharedTagsCacheHandler;
module.exports.markTags = markTags;
module.exports.keptPageEntry = keptPageEntry;
/** Closes this process's Redis connections (tests; a web process keeps them until it exits). */
module.exports.closeShared = () => {
  shared?.command.disconnect();
  shared?.subscriber.disconnect();
  shared = null;
};
