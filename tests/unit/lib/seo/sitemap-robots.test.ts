import { describe, expect, test } from '@jest/globals';
import { communitySitemapUrls, escapeXml, renderSitemapXml } from '@/lib/seo/sitemap';
import { renderRobotsTxt, ROBOTS_DISALLOW } from '@/lib/seo/robots';

const entries = {
  challenges: [
    { slug: 'fortune-cookie', updated_at: '2026-03-02T10:00:00.000Z', is_closed: false },
    { slug: 'dating-app-names', updated_at: '2026-01-15T08:00:00.000Z', is_closed: true },
  ],
  users: [
    { screen_name: 'JunoPark', updated_at: '2026-02-01T00:00:00.000Z' },
    { screen_name: 'grace.obi', updated_at: '2026-01-01T00:00:00.000Z' },
  ],
};

describe('communitySitemapUrls', () => {
  const urls = communitySitemapUrls('https://comedy.nervus.com', entries);

  test('home, then challenges, then user platforms, all absolute on the community host', () => {
    expect(urls.map((u) => u.loc)).toEqual([
      'https://comedy.nervus.com/',
      'https://comedy.nervus.com/challenges/fortune-cookie',
      'https://comedy.nervus.com/challenges/dating-app-names',
      'https://comedy.nervus.com/JunoPark',
      'https://comedy.nervus.com/grace.obi',
    ]);
  });

  test('lastmod comes from the entries; the home changes with its newest challenge', () => {
    expect(urls.map((u) => u.lastmod)).toEqual([
      '2026-03-02T10:00:00.000Z',
      '2026-03-02T10:00:00.000Z',
      '2026-01-15T08:00:00.000Z',
      '2026-02-01T00:00:00.000Z',
      '2026-01-01T00:00:00.000Z',
    ]);
  });

  test('closed challenges change rarely, open ones daily', () => {
    expect(urls[1].changefreq).toBe('daily');
    expect(urls[2].changefreq).toBe('monthly');
  });

  test('a community with nothing yet still lists its home, without a lastmod', () => {
    expect(communitySitemapUrls('http://nervus.localhost:3000', { challenges: [], users: [] })).toEqual([
      { loc: 'http://nervus.localhost:3000/', changefreq: 'daily' },
    ]);
  });
});

describe('renderSitemapXml', () => {
  test('a urlset of the sitemaps.org namespace', () => {
    const xml = renderSitemapXml(communitySitemapUrls('https://comedy.nervus.com', entries));
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ),
    ).toBe(true);
    expect(xml).toContain(
      '<url><loc>https://comedy.nervus.com/challenges/fortune-cookie</loc><lastmod>2026-03-02T10:00:00.000Z</lastmod><changefreq>daily</changefreq></url>',
    );
    expect(xml.match(/<url>/g)).toHaveLength(5);
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
  });

  test('escapes XML special characters in locations', () => {
    expect(escapeXml(`a&b<c>"d'`)).toBe('a&amp;b&lt;c&gt;&quot;d&apos;');
    expect(renderSitemapXml([{ loc: 'https://x.test/?a=1&b=2' }])).toContain('<loc>https://x.test/?a=1&amp;b=2</loc>');
  });
});

describe('renderRobotsTxt', () => {
  const robots = renderRobotsTxt('https://comedy.nervus.com');

  test('allows everything but the private areas', () => {
    expect(robots.startsWith('User-agent: *\nAllow: /\n')).toBe(true);
    for (const path of ROBOTS_DISALLOW) expect(robots).toContain(`\nDisallow: ${path}\n`);
    expect(ROBOTS_DISALLOW).toEqual(
      expect.arrayContaining([
        '/my-dashboard',
        '/my-account',
        '/*/my-dashboard',
        '/api/',
        '/sign-in',
        '/challenges/create',
        '/challenges/test-idea',
        '/*/share',
      ]),
    );
  });

  test('names the sitemap of the same host', () => {
    expect(robots).toContain('\nSitemap: https://comedy.nervus.com/sitemap.xml\n');
  });
});
