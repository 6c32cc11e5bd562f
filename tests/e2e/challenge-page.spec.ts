// The challenge page as a visitor from a search engine meets it: home -> challenge -> catalyst,
// closed challenges ranked and revealed, every tab readable without JavaScript.
import { expect, test } from '@playwright/test';
import { community, main, screenshots } from './helpers';

const OPEN = 'How might a small city get more people riding the bus without adding routes?';
const CLOSED = 'What could a school do with its buildings after 4 pm?';

test('a visitor goes from the home page to a challenge and on to its catalyst', async ({ page }) => {
  await page.goto(main('/'));
  await page.getByRole('link', { name: OPEN }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(OPEN);
  await expect(page.getByRole('navigation', { name: 'Category' })).toBeVisible();
  await expect(page.locator('.countdown')).toHaveText(/^closes in /);
  await expect(page.getByRole('link', { name: /^Ideas/ })).toHaveAttribute('aria-current', 'page');
  // Open: anonymous, unscored.
  const ideas = page.locator('.idea-item');
  await expect(ideas.first()).toBeVisible();
  await expect(ideas.first()).toContainText('Will be revealed soon');
  await expect(page.locator('.rank-badge')).toHaveCount(0);
  await screenshots(page, 'challenge-open');

  await page.getByRole('link', { name: /Asked by .*@MayaChen/ }).click();
  await expect(page).toHaveURL(main('/MayaChen'));
});

test('a closed challenge shows every idea ranked, with its author', async ({ page }) => {
  await page.goto(main('/'));
  await page.getByRole('link', { name: CLOSED }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(CLOSED);
  await expect(page.locator('.challenge-byline .badge-closed')).toHaveText('Closed');
  const first = page.locator('.idea-item').first();
  await expect(first.locator('.rank-badge')).toHaveText('#1');
  await expect(first).toContainText(/Rated \d\.\d out of 5 from \d+ ratings/);
  await expect(first.locator('.idea-meta a.person')).toHaveText(/^@/);
  await expect(page.getByText('Will be revealed soon')).toHaveCount(0);
  await screenshots(page, 'challenge-closed');

  // A closed challenge reached on another challenge route goes to its detail view.
  const slug = new URL(page.url()).pathname.split('/')[2];
  await page.goto(main(`/challenges/${slug}/rate`));
  await expect(page).toHaveURL(main(`/challenges/${slug}`));
});

test('an idea link opens the challenge on that idea', async ({ page }) => {
  await page.goto(main('/'));
  await page.getByRole('link', { name: CLOSED }).first().click();
  await page.waitForURL(/\/challenges\/[^/?]+$/);
  const slug = new URL(page.url()).pathname.split('/')[2];
  const second = page.locator('.idea-item').nth(1);
  const id = (await second.getAttribute('id'))!.replace('idea-', '');
  await page.goto(main(`/challenges/${slug}/idea/${id}`));
  await expect(page).toHaveURL(main(`/challenges/${slug}?idea=${id}`));
  await expect(page.locator(`#idea-${id}`)).toHaveAttribute('aria-current', 'true');
});

test('an unknown challenge is a real 404', async ({ page }) => {
  const res = await page.goto(main('/challenges/no-such-challenge-anywhere'));
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found', level: 1 })).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the question, the ideas and every tab are readable', async ({ page }) => {
    await page.goto(main('/search?q=school+buildings&ic=1'));
    await page.getByRole('link', { name: CLOSED }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(CLOSED);
    await expect(page.locator('.challenge-detail')).toContainText('School buildings sit empty');
    await expect(page.locator('.idea-item')).not.toHaveCount(0);

    await page.getByRole('link', { name: /^Participants/ }).click();
    await expect(page).toHaveURL(/\?tab=participants$/);
    await expect(page.locator('.participant-list').first().locator('li')).toHaveCount(3);
    await expect(page.getByText(/^Show all \d+ participants$/)).toBeVisible();

    await page.getByRole('link', { name: 'Details' }).click();
    await expect(page.getByText('Ideas are published under a public-domain licence.')).toBeVisible();
    await page.getByRole('link', { name: 'Insightfuls' }).click();
    await expect(page.locator('.challenge-panel')).toBeVisible();
    await page.getByRole('link', { name: 'Mentoring & Ratings' }).click();
    await expect(page.getByRole('table')).toBeVisible();
    await screenshots(page, 'challenge-tabs-nojs');
  });
});

test('search engines get the canonical community host, a QAPage and a share image', async ({ page }) => {
  // A comedy challenge reached through the main site: its canonical address is on comedy's host.
  await page.goto(community('comedy'));
  await page.locator('.challenge-card h3 a').first().click();
  await page.waitForURL(/\/challenges\/[^/?]+$/);
  const path = new URL(page.url()).pathname;
  await page.goto(main(path));
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', community('comedy', path));
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/og-image$/);
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const data = blocks.flatMap((b) => [JSON.parse(b)].flat()) as {
    '@type': string;
    mainEntity?: { answerCount: number; name: string };
  }[];
  const qa = data.find((d) => d['@type'] === 'QAPage');
  expect(qa?.mainEntity?.name).toBe(await page.getByRole('heading', { level: 1 }).textContent());
  expect(qa?.mainEntity?.answerCount).toBe(await page.locator('.idea-item').count());
  expect(data.some((d) => d['@type'] === 'BreadcrumbList')).toBe(true);
});

test("the main home links another community's challenge on that community's host", async ({ page }) => {
  await page.goto(main('/'));
  const links = await page
    .locator('.challenge-card h3 a')
    .evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href));
  const elsewhere = links.find((href) => !href.startsWith(main('/')));
  expect(elsewhere, 'the main home lists a challenge of another community').toMatch(
    /^http:\/\/[a-z]+\.nervus\.localhost:\d+\/challenges\//,
  );
  await page.goto(elsewhere!);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Same-community links stay paths.
  await page.goto(community('comedy'));
  const own = await page.locator('.challenge-card h3 a').first().getAttribute('href');
  expect(own).toMatch(/^\/challenges\//);
});
