import type { NextConfig } from 'next';
import path from 'node:path';
import { RESERVED_SCREEN_NAMES } from './lib/routes/reserved';
import { VISITOR_CACHE_SECONDS } from './lib/routes/visitor-cache';

// A user's platform slug: any first segment but the app's own top-level routes, so that
// '/challenges/blog' stays a challenge and '/about/about-me' is not taken for a user's page.
const escape = (name: string) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// The lookahead runs against the whole path, so a name is matched up to its closing slash.
const userSlug = `:platformSlug((?!(?:${RESERVED_SCREEN_NAMES.filter((n) => n !== 'me' && n !== 'platform')
  .map(escape)
  .join('|')})/)[^/]+)`;

// Aliases of spec 1 §2 that need no session; redirects that depend on the viewer live in pages.
const aliases: { source: string; destination: string }[] = [
  // Browsers ask for /favicon.ico whatever the page names; the icon is app/icon.svg.
  { source: '/favicon.ico', destination: '/icon.svg' },
  { source: '/home', destination: '/' },
  { source: '/challenges', destination: '/' },
  { source: '/discover-nervus', destination: '/discovernervus' },
  { source: '/medals-badges', destination: '/medals' },
  { source: '/about/send-feedback', destination: '/send-feedback' },
  // The help pages' earlier addresses; the spec's paths are the pages (spec 3 §2.8).
  { source: '/faqs/follow', destination: '/faqs/follow-user' },
  { source: '/faqs/friend', destination: '/faqs/sending-friend-request' },
  { source: '/faqs/fund', destination: '/faqs/funding-users' },
  { source: '/about/contact-us', destination: '/about/contact' },
  { source: '/get-support', destination: '/send-feedback?about=Get%20support' },
  { source: '/platform-leaderboard/all', destination: '/platform/olympiad/leaderboard' },
  { source: '/category/:category', destination: '/?category=:category' },
  { source: '/challenges/:challenge/unlock-rate', destination: '/challenges/:challenge/rating-unlock' },
  { source: '/challenges/:challenge/idea/:id', destination: '/challenges/:challenge?idea=:id' },
  { source: `/${userSlug}/podcast`, destination: '/:platformSlug?filter=idea_entry_fee' },
  { source: `/${userSlug}/category/:category`, destination: '/?category=:category' },
  { source: `/${userSlug}/dashboard/:rest*`, destination: '/:platformSlug/my-dashboard/:rest*' },
  { source: `/${userSlug}/discussions/:rest*`, destination: '/:platformSlug/discussion-forums/:rest*' },
  { source: `/${userSlug}/about-me`, destination: '/:platformSlug/about' },
  { source: `/${userSlug}/blog`, destination: '/:platformSlug/bio' },
  { source: '/dashboard/:rest*', destination: '/my-dashboard/:rest*' },
];

const securityHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(self)' },
];

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  typedRoutes: false,
  images: { unoptimized: true },
  // A cached page ends when it is due for a render (no stale-while-revalidate). Browsers honour
  // stale-while-revalidate too: with Next's default of a year, a visitor who signs in could be
  // shown the page from their own cache, still signed out. Without it they ask again every time
  // and a session's page always comes from the server.
  // The cost: a page due for a render is rendered while its visitor waits (once a minute at most
  // per page), and share images are redrawn as often.
  expireTime: VISITOR_CACHE_SECONDS,
  // No ETag: Next hashes the whole HTML of a cached page in JavaScript on every request to make
  // one, which was a fifth of the web process's CPU for a kept page (about 1-3 ms of a 5-7 ms
  // request, tests/bench/RESULTS.md). What it bought was a 304 instead of the page on a reload:
  // about 10 kB gzipped, while the server does all the other work of the request either way.
  // Files of public/ lose their ETag too but keep Last-Modified, so they still answer 304.
  generateEtags: false,
  // Rendered pages and fetched data live in a bounded in-memory LRU only: made-up addresses (404s
  // are cached too) cannot fill the disk, and a restart never serves renders of another database.
  experimental: { isrFlushToDisk: false },
  // The same LRU, with tag revalidations shared through Redis when REDIS_URL is set, so every web
  // process behind a load balancer sees a mutation's revalidation (server/cache/next-cache-handler.cjs).
  cacheHandler: path.join(process.cwd(), 'server', 'cache', 'next-cache-handler.cjs'),
  async redirects() {
    return aliases.map((alias) => ({ ...alias, permanent: false }));
  },
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders }];
  },
};

export default nextConfig;
