import type { NextConfig } from 'next';

// Aliases of spec 1 §2 that need no session; redirects that depend on the viewer live in pages.
const aliases: { source: string; destination: string }[] = [
  { source: '/home', destination: '/' },
  { source: '/challenges', destination: '/' },
  { source: '/discover-nervus', destination: '/discovernervus' },
  { source: '/medals-badges', destination: '/medals' },
  { source: '/about/send-feedback', destination: '/send-feedback' },
  { source: '/get-support', destination: '/send-feedback?about=Get%20support' },
  { source: '/platform-leaderboard/all', destination: '/platform/olympiad/leaderboard' },
  { source: '/category/:category', destination: '/?category=:category' },
  { source: '/challenges/:challenge/unlock-rate', destination: '/challenges/:challenge/rating-unlock' },
  { source: '/challenges/:challenge/idea/:id', destination: '/challenges/:challenge?idea=:id' },
  { source: '/:platformSlug/podcast', destination: '/:platformSlug?filter=idea_entry_fee' },
  { source: '/:platformSlug/category/:category', destination: '/?category=:category' },
  { source: '/:platformSlug/dashboard/:rest*', destination: '/:platformSlug/my-dashboard/:rest*' },
  { source: '/:platformSlug/discussions/:rest*', destination: '/:platformSlug/discussion-forums/:rest*' },
  { source: '/:platformSlug/about-me', destination: '/:platformSlug/about' },
  { source: '/:platformSlug/blog', destination: '/:platformSlug/bio' },
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
  async redirects() {
    return aliases.map((alias) => ({ ...alias, permanent: false }));
  },
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders }];
  },
};

export default nextConfig;
