// robots.txt of one community host. Pure, no IO.

/**
 * Pages that are personal (dashboards, account, sharing queues), behind sign-in, or not pages at
 * all (the BFF under /api/). Share images stay crawlable: link previews fetch them.
 */
export const ROBOTS_DISALLOW = [
  '/my-dashboard',
  '/my-account',
  '/*/my-dashboard',
  '/api/',
  '/sign-in',
  '/challenges/create',
  '/challenges/test-idea',
  '/*/share',
] as const;

/** Every crawler may read the public pages; the sitemap is the one on this same host. */
export function renderRobotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${new URL('/sitemap.xml', origin).toString()}`,
    '',
  ].join('\n');
}
