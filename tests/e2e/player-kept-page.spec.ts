// The challenge page kept for players (issue 24 part 5): a signed-in player's plain visit is one
// HTML kept for every player, and their own parts (menu, entry form, rating controls, share link)
// come after it from one call. They work like on a page rendered for the player: an idea entered
// shows as theirs, a rating given stays given, the share link carries their scout id; a failed
// call says so and can be tried again, and a session the provider refuses ends.
import { expect, test } from '@playwright/test';
import {
  expectSignedIn,
  main,
  PROVIDER_PORT,
  publishThroughBff,
  rateAndWait,
  refusedSessionCookie,
  signedInContext,
  userMenuButton,
} from './helpers';

const DAY_MS = 24 * 60 * 60 * 1000;
type Category = { id: number; slug: string; subcategories: Category[] };
const flatten = (tree: Category[]): Category[] => tree.flatMap((c) => [c, ...flatten(c.subcategories)]);

test('a player enters an idea, another rates it and shares the page, all on the kept page', async ({
  browser,
  request,
}) => {
  const categories = await (await request.get(`http://127.0.0.1:${PROVIDER_PORT}/platforms/nervus/categories`)).json();
  const transit = flatten(categories.data ?? categories).find((c) => c.slug === 'transit')!;
  const catalyst = await signedInContext(browser, 'adalovelace@nervus.test');
  const title = `What could make waiting for the night bus less lonely ${Date.now()}`;
  const created = await publishThroughBff(catalyst.page, {
    solution_format: 'challenge',
    platform_domain: 'nervus',
    platform_category: transit.id,
    question_title: title,
    question_detail: 'Stops are dark and empty after midnight.',
    primary_image: '/images/library/full/a-bright-idea.jpg',
    duration_start: new Date().toISOString(),
    duration_end: new Date(Date.now() + 14 * DAY_MS).toISOString(),
  });
  expect(created.status).toBe(201);
  const path = `/challenges/${created.body.data.slug as string}`;
  await catalyst.context.close();

  // The innovator's visit is the kept page; the entry form is theirs once it comes.
  const innovator = await signedInContext(browser, 'mayachen@nervus.test');
  const visit = (await innovator.page.goto(main(path)))!;
  expect(visit.headers()['x-nextjs-cache']).toMatch(/HIT|MISS|STALE|REVALIDATED/);
  const kept = await visit.text();
  expect(kept).not.toContain('Enter your idea');
  // Busy until the player's own parts have come, then not.
  expect(kept).toMatch(/<main[^>]*aria-busy="true"/);
  await expectSignedIn(innovator.page);
  await expect(innovator.page.locator('main#main')).toHaveAttribute('aria-busy', 'false');
  const idea = 'A lit bench that plays the next bus times out loud';
  await innovator.page.getByLabel('Idea title').fill(idea);
  await innovator.page.getByLabel('Describe your idea').fill('A voice and a light at every stop after dark.');
  await innovator.page.getByRole('button', { name: 'Enter your idea' }).click();
  const mine = innovator.page.locator('.idea-item', { has: innovator.page.getByRole('heading', { name: idea }) });
  // The page and the innovator's parts come again after the change: the new idea is theirs.
  await expect(mine.getByText('Your idea: others rate it.')).toBeVisible();
  await expect(mine.getByRole('button', { name: /Report/ })).toHaveCount(0);
  await innovator.context.close();

  // A rater rates it on the kept page; after a reload the rating is still theirs.
  const rater = await signedInContext(browser, 'junopark@nervus.test');
  await rater.page.goto(main(path));
  const toRate = rater.page.locator('.idea-item', { has: rater.page.getByRole('heading', { name: idea }) });
  await expect(toRate.getByRole('button', { name: 'Rate' })).toBeEnabled();
  await toRate.getByRole('radio', { name: '4 - Very good' }).check();
  await rateAndWait(rater.page, toRate);
  await rater.page.reload();
  await expect(toRate.getByRole('status')).toContainText('You rated this idea 4');
  await expect(toRate.getByRole('button', { name: /Report/ })).toBeVisible();

  // Their share link carries their scout id, which the kept HTML cannot know.
  const share = rater.page.locator('.challenge-share');
  const juno = await (await request.get(`http://127.0.0.1:${PROVIDER_PORT}/users/screen-name/JunoPark`)).json();
  await expect(share.getByRole('textbox').first()).toHaveValue(new RegExp(`scout_id=${juno.data.id}$`));
  await rater.context.close();
});

test('an admin gets the admin entry; a failed call can be tried again; a refused session ends', async ({ browser }) => {
  const path = '/challenges/what-could-make-an-unusual-first-lesson-in-programming';
  const admin = await signedInContext(browser, 'admin@nervus.test');
  // The personal parts are one call (GET /api/me/parts): fail it once.
  let failing = true;
  await admin.page.route(/\/api\/me\/parts\b/, async (route) => (failing ? route.abort() : route.continue()));
  await admin.page.goto(main(path));
  // The alert is part of the page's main content, which is no longer busy once the call has ended.
  const alert = admin.page.locator('main#main').getByRole('alert').filter({ hasText: 'could not be loaded' });
  await expect(alert).toBeVisible();
  await expect(admin.page.locator('main#main')).toHaveAttribute('aria-busy', 'false');
  await expect(userMenuButton(admin.page)).toHaveCount(0);
  failing = false;
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expectSignedIn(admin.page);
  await expect(admin.page.locator('main#main')).toHaveAttribute('aria-busy', 'false');
  await expect(alert).toHaveCount(0);
  await expect(
    admin.page.getByRole('list', { name: 'Footer' }).getByRole('link', { name: 'Admin Dashboard' }),
  ).toBeVisible();
  await expect(admin.page.locator('main#main.viewer-admin')).toHaveCount(1);
  await admin.context.close();

  // A session whose token the provider refuses: the kept page ends it and shows itself signed out.
  const stale = await browser.newContext();
  const page = await stale.newPage();
  const refused = await refusedSessionCookie();
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const value of [refused.value, 'not-a-session']) {
    // The second: a cookie that holds no session at all. It goes too, rather than leave a page
    // kept for players without a player.
    await stale.addCookies([{ ...refused, value }]);
    await page.goto(main(path));
    await expect.poll(async () => (await stale.cookies()).some((c) => c.name === 'bn_auth')).toBe(false);
    // The visitor's page itself, not the players' with a visitor's menu: no Create Challenge entry,
    // and the footer asks to create an account.
    await expect(nav.getByRole('link', { name: 'Sign In', exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Create Challenge' })).toHaveCount(0);
    await expect(
      page.getByRole('list', { name: 'Footer' }).getByRole('link', { name: 'Create Account' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in to enter your idea' })).toBeVisible();
  }
  await stale.close();
});
