// What search engines and link previews see: per-host sitemap.xml and robots.txt, share images,
// and the user platform's canonical URL and structured data. Requests go through the page so that
// Chromium's host-resolver rules map the community subdomains to this server.
import { expect, test, type Page } from '@playwright/test';
import { community, main } from './helpers';

const COMEDY_CHALLENGE = 'what-could-a-fortune-cookie-say-that-ruins-someones-day-in-the-nicest-possible';
const MAIN_CHALLENGE = 'what-could-make-a-grocery-shop-produce-half-as-much-packaging-waste';

async function fetchText(page: Page, url: string) {
  const res = await page.goto(url);
  expect(res, url).not.toBeNull();
  return { status: res!.status(), type: res!.headers()['content-type'] ?? '', body: await res!.text() };
}

/** Width and height from a PNG's IHDR chunk (big-endian, at bytes 16 and 20). */
async function pngSize(page: Page, url: string) {
  const res = await page.goto(url);
  expect(res?.status(), url).toBe(200);
  expect(res!.headers()['content-type']).toBe('image/png');
  // Cacheable by crawlers and CDNs: no cookie is set on an image.
  expect(res!.headers()['set-cookie']).toBeUndefined();
  const bytes = await res!.body();
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test('each community host has its own sitemap: its challenges, on its own host', async ({ page }) => {
  const comedy = await fetchText(page, community('comedy', '/sitemap.xml'));
  expect(comedy.status).toBe(200);
  expect(comedy.type).toContain('application/xml');
  expect(comedy.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  expect(comedy.body).toContain(`<loc>${community('comedy', '/')}</loc>`);
  expect(comedy.body).toContain(`<loc>${community('comedy', `/challenges/${COMEDY_CHALLENGE}`)}</loc>`);
  expect(comedy.body).toContain(`<loc>${community('comedy', '/JunoPark')}</loc>`);
  expect(comedy.body).not.toContain(MAIN_CHALLENGE);
  expect(comedy.body).toMatch(/<lastmod>\d{4}-\d\d-\d\dT[\d:.]+Z<\/lastmod>/);

  // The main site shows every community's challenges but lists only its own: the others are
  // canonical on their community's host.
  const mainSitemap = await fetchText(page, main('/sitemap.xml'));
  expect(mainSitemap.body).toContain(`<loc>${main(`/challenges/${MAIN_CHALLENGE}`)}</loc>`);
  expect(mainSitemap.body).not.toContain(COMEDY_CHALLENGE);

  expect((await fetchText(page, community('nosuchcommunity', '/sitemap.xml'))).status).toBe(404);
});

test('robots.txt keeps crawlers out of private areas and names the sitemap of its host', async ({ page }) => {
  const robots = await fetchText(page, community('comedy', '/robots.txt'));
  expect(robots.status).toBe(200);
  expect(robots.type).toContain('text/plain');
  expect(robots.body).toContain('User-agent: *');
  expect(robots.body).toContain('Disallow: /my-account');
  expect(robots.body).toContain('Disallow: /*/my-dashboard');
  expect(robots.body).toContain(`Sitemap: ${community('comedy', '/sitemap.xml')}`);
  expect((await fetchText(page, main('/robots.txt'))).body).toContain(`Sitemap: ${main('/sitemap.xml')}`);
});

test('a challenge page names its 1200x630 share image for Open Graph and Twitter', async ({ page }) => {
  await page.goto(community('comedy', `/challenges/${COMEDY_CHALLENGE}`));
  const image = community('comedy', `/challenges/${COMEDY_CHALLENGE}/og-image`);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', image);
  await expect(page.locator('meta[name="twitter:image"]')).toHaveAttribute('content', image);
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
  expect(await pngSize(page, image)).toEqual({ width: 1200, height: 630 });
  expect((await page.goto(community('comedy', '/challenges/no-such-challenge/og-image')))?.status()).toBe(404);
});

test('a user platform has a canonical URL, Person structured data and a share image', async ({ page }) => {
  const cspReports: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) cspReports.push(message.text());
  });
  await page.goto(community('comedy', '/JunoPark'));
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', community('comedy', '/JunoPark'));
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'profile');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S/);

  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const data = blocks.flatMap((text) => JSON.parse(text) as unknown).flat() as {
    '@type': string;
    [key: string]: unknown;
  }[];
  const person = data.find((item) => item['@type'] === 'Person');
  expect(person).toMatchObject({
    name: 'Juno Park',
    alternateName: '@JunoPark',
    url: community('comedy', '/JunoPark'),
  });
  expect(person?.image).toBe(community('comedy', '/avatars/junopark.svg'));
  const trail = data.find((item) => item['@type'] === 'BreadcrumbList') as
    { itemListElement: { item: string }[] } | undefined;
  expect(trail?.itemListElement.map((crumb) => crumb.item)).toEqual([
    community('comedy', '/'),
    community('comedy', '/JunoPark'),
  ]);

  const image = community('comedy', '/JunoPark/og-image');
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', image);
  await expect(page.locator('meta[name="twitter:image"]')).toHaveAttribute('content', image);
  expect(await pngSize(page, image)).toEqual({ width: 1200, height: 630 });
  expect(cspReports).toEqual([]);
});
