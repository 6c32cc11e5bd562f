// The visitor cache (DESIGN.md, performance): a visitor's plain visit is served from Next's cache
// with the nonce-free policy; a query or a session gets a page rendered for it; a new challenge
// shows to visitors right away because publishing revalidates the cached pages' data tags.
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, expectSignedIn, main, PROVIDER_PORT, publishThroughBff, signIn, signOut } from './helpers';

const DAY_MS = 24 * 60 * 60 * 1000;

function scriptPolicy(res: { headers(): Record<string, string> }): string {
  return res
    .headers()
    ['content-security-policy'].split('; ')
    .find((d) => d.startsWith('script-src'))!;
}

async function firstChallengePath(page: Page): Promise<string> {
  await page.goto(main('/'));
  // The main home lists every community's challenges; one of its own has a path, not a host.
  return (await page.locator('.challenge-card h3 a[href^="/challenges/"]').first().getAttribute('href'))!;
}

type Category = { id: number; slug: string; subcategories: Category[] };
const flatten = (tree: Category[]): Category[] => tree.flatMap((c) => [c, ...flatten(c.subcategories)]);

test('a visitor’s plain visit comes from the cache; a query or a session is rendered for it', async ({ page }) => {
  const path = await firstChallengePath(page);
  expect(path).toMatch(/^\/challenges\//);

  // Next stores a render after sending it, so a visit right after the first may render again.
  let cached = (await page.goto(main(path)))!;
  await expect.poll(async () => (cached = (await page.goto(main(path)))!).headers()['x-nextjs-cache']).toBe('HIT');
  expect(scriptPolicy(cached)).toBe("script-src 'self' 'unsafe-inline'");
  const html = await cached.text();
  expect(html).toContain('Sign In');
  expect(html).not.toMatch(/nonce="/);
  // Nothing personal is set on a response kept for everyone.
  expect(cached.headers()['set-cookie']).toBeUndefined();
  // Nor an ETag: hashing the page per request cost a fifth of its CPU (next.config.ts).
  expect(cached.headers()['etag']).toBeUndefined();

  // Create Account comes back to this page too, though the cached HTML cannot know it.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Create Account' }).click();
  await page.waitForURL(/\/accounts\/signup/);
  expect(new URL(page.url()).searchParams.get('continue')).toBe(
    main(`/sign-in?continue=${encodeURIComponent(path)}&platform=nervus`),
  );

  const withQuery = (await page.goto(main(`${path}?tab=details`)))!;
  expect(withQuery.headers()['x-nextjs-cache']).toBeUndefined();
  expect(scriptPolicy(withQuery)).toMatch(/^script-src 'self' 'nonce-[^']+' 'strict-dynamic'$/);
  expect(await withQuery.text()).toContain('class="challenge-panel"');

  // Sign In on the cached page comes back to this page, now the copy kept for players with the
  // player's own parts filled in: the cached HTML cannot know its address, the link reads it when used.
  await page.goto(main(path));
  await page.getByRole('link', { name: 'Sign In', exact: true }).click();
  await page.waitForURL(/\/accounts\/gateway/);
  await page.getByLabel('Email').fill('mayachen@nervus.test');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  const [mine] = await Promise.all([
    page.waitForResponse((res) => res.url() === main(path) && res.request().resourceType() === 'document'),
    page.getByRole('button', { name: 'Sign in' }).click(),
  ]);
  await expect(page).toHaveURL(main(path));
  await expectSignedIn(page);
  await expect(page.getByRole('link', { name: 'Create Challenge' })).toBeVisible();
  expect(await mine.text()).not.toContain('Sign In<');
  // Coming back to the address later is never the visitor's page from the browser's cache.
  await page.goto(main('/'));
  const again = (await page.goto(main(path)))!;
  expect(await again.text()).not.toContain('Sign In<');
  await expectSignedIn(page);
  // A query is still rendered for the session, with the nonce.
  const withTab = (await page.goto(main(`${path}?tab=details`)))!;
  expect(withTab.headers()['x-nextjs-cache']).toBeUndefined();
  expect(scriptPolicy(withTab)).toContain("'nonce-");
  await expectSignedIn(page);

  await signOut(page);
  await expect(page.getByRole('link', { name: 'Sign In', exact: true })).toBeVisible();
});

test('a policy sent by the client never puts its nonce into a cached page', async ({ page }) => {
  await page.setExtraHTTPHeaders({
    'content-security-policy': "script-src 'nonce-planted'",
    'content-security-policy-report-only': "script-src 'nonce-planted-too'",
  });
  const res = (await page.goto(main('/gdpr')))!;
  expect(await res.text()).not.toContain('planted');
  await page.setExtraHTTPHeaders({});
  expect(await (await page.goto(main('/gdpr')))!.text()).not.toContain('planted');
});

test('a content page is cached for visitors; an unknown page under it is not', async ({ page }) => {
  await expect.poll(async () => (await page.goto(main('/terms-of-service')))!.headers()['x-nextjs-cache']).toBe('HIT');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  expect((await page.goto(main('/about/nothing-here')))?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});

test('a challenge published by a player shows on the visitor’s cached home and page right away', async ({
  browser,
  request,
}) => {
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await expect.poll(async () => (await visitorPage.goto(main('/')))!.headers()['x-nextjs-cache']).toBe('HIT');

  const categories = await (await request.get(`http://127.0.0.1:${PROVIDER_PORT}/platforms/nervus/categories`)).json();
  const transit = flatten(categories.data ?? categories).find((c) => c.slug === 'transit')!;
  const player = await browser.newContext();
  const playerPage = await player.newPage();
  await signIn(playerPage, 'mayachen@nervus.test');
  const title = `What could make bike lanes feel safer in the rain ${Date.now()}`;
  const created = await publishThroughBff(playerPage, {
    solution_format: 'challenge',
    platform_domain: 'nervus',
    platform_category: transit.id,
    question_title: title,
    question_detail: 'Wet paint and puddles make riders swerve into traffic.',
    primary_image: '/images/library/full/a-bright-idea.jpg',
    duration_start: new Date().toISOString(),
    duration_end: new Date(Date.now() + 14 * DAY_MS).toISOString(),
  });
  expect(created.status).toBe(201);

  // Next applies the revalidation just after answering the publish, so allow a moment for it.
  const card = visitorPage.locator('.challenge-card h3 a', { hasText: title });
  await expect(async () => {
    await visitorPage.goto(main('/'));
    await expect(card).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 10_000 });
  await card.click();
  await expect(visitorPage.getByRole('heading', { level: 1 })).toHaveText(`${title}?`);
  await expect(visitorPage.getByRole('link', { name: 'Sign In', exact: true })).toBeVisible();
  await visitor.close();
  await player.close();
});
