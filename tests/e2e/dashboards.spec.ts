// Role dashboards (spec 2 §2, spec 3 §2.4): a seeded player (MayaChen, who entered ideas and asks
// the bus question) opens her innovator dashboard, a challenge she entered and her idea in it, her
// closed results, the resolve route; her rater page lists a challenge with ideas to rate whose link
// reaches start-rate; her catalyst page lists her challenge. Signed out, /my-dashboard/rater asks
// for a sign-in; another player's dashboard address leads to that player's platform.
// Changes no seeded record: it only reads (signing in adds a session).
import { expect, test } from '@playwright/test';
import { kebabSlug } from '@/server/provider/domain/slugs';
import { DEMO_PASSWORD, GATEWAY_URL, main, screenshots, signIn } from './helpers';

const GROCERY = 'What could make a grocery shop produce half as much packaging waste?';
const MAYAS_IDEA = 'Cargo-bike delivery in reusable crates';
const BUS = 'How might a small city get more people riding the bus without adding routes?';
const CLOSED_ENTRY = 'Cool-roof paint brigades';

test('signed out, /my-dashboard/rater goes to the sign-in gateway, and back to the rater page after signing in', async ({
  page,
}) => {
  await page.goto(main('/my-dashboard/rater'));
  await page.waitForURL(GATEWAY_URL);
  await page.getByLabel('Email').fill('mayachen@nervus.test');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(main('/MayaChen/my-dashboard/rater/open-challenges'));
});

test('a player follows her ideas, ratings and challenges on her dashboards', async ({ page }) => {
  await signIn(page, 'mayachen@nervus.test');

  // Innovator: the shortcut lands on the open challenges she entered, her ideas under each.
  await page.goto(main('/my-dashboard/innovator'));
  await expect(page).toHaveURL(/\/MayaChen\/my-dashboard\/innovator\/open$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My open challenges' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Dashboard roles' }).getByRole('link', { name: 'Innovator' }),
  ).toHaveAttribute('aria-current', 'page');
  await expect(
    page.getByRole('navigation', { name: 'Innovator pages' }).getByRole('link', { name: /Open challenges/ }),
  ).toHaveAttribute('aria-current', 'page');
  const grocery = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: GROCERY }) });
  await expect(grocery.getByRole('link', { name: MAYAS_IDEA })).toBeVisible();
  await screenshots(page, 'dashboard-innovator-open');

  // The challenge's detail: her ideas in it, their ratings, no score while it is open.
  await grocery.getByRole('link', { name: GROCERY }).click();
  await expect(page).toHaveURL(new RegExp(`/MayaChen/my-dashboard/innovator/open/detail/${kebabSlug(GROCERY)}$`));
  await expect(page.getByRole('heading', { level: 1, name: GROCERY })).toBeVisible();
  const ideas = page.getByRole('list', { name: 'My ideas' });
  await expect(ideas.getByText('Score shown when the challenge closes')).toBeVisible();
  await screenshots(page, 'dashboard-innovator-detail');

  // Her idea.
  await ideas.getByRole('link', { name: MAYAS_IDEA }).click();
  await expect(page).toHaveURL(/\/innovator\/open\/detail\/[^/]+\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: MAYAS_IDEA })).toBeVisible();
  await expect(page.getByRole('paragraph').filter({ hasText: /folding crates that the rider collects/ })).toBeVisible();
  await expect(page.getByText(/^\d+ ratings?$/)).toBeVisible();
  await screenshots(page, 'dashboard-innovator-idea');

  // Closed results: score and rank of her idea in a closed challenge.
  await page
    .getByRole('navigation', { name: 'Innovator pages' })
    .getByRole('link', { name: /Closed: my results/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'My results' })).toBeVisible();
  const closedEntry = page
    .getByRole('list', { name: 'My ideas' })
    .getByRole('listitem')
    .filter({ hasText: CLOSED_ENTRY });
  await expect(closedEntry.getByText(/^Score \d(\.\d{1,3})?$/)).toBeVisible();
  await expect(closedEntry.getByText(/^Rank \d+ of \d+$|^Not ranked/)).toBeVisible();
  await screenshots(page, 'dashboard-innovator-closed');

  // Resolve: an open challenge resolves to its open detail.
  await page.goto(main(`/my-dashboard/innovator/resolve/${kebabSlug(GROCERY)}`));
  await expect(page).toHaveURL(new RegExp(`/innovator/open/detail/${kebabSlug(GROCERY)}$`));

  // Rater: open challenges with ideas she has not rated; the link reaches the start-rate page.
  await page.getByRole('navigation', { name: 'Dashboard roles' }).getByRole('link', { name: 'Analyst Rater' }).click();
  await expect(page).toHaveURL(/\/MayaChen\/my-dashboard\/rater\/open-challenges$/);
  const toRate = page
    .locator('.dash-item')
    .filter({ has: page.getByRole('link', { name: 'Rate ideas' }) })
    .first();
  await expect(toRate.getByText(/\d+ ideas? left to rate/)).toBeVisible();
  await screenshots(page, 'dashboard-rater-open');
  const rateLink = toRate.getByRole('link', { name: 'Rate ideas' });
  const target = (await rateLink.getAttribute('href'))!;
  expect(target).toMatch(/^\/challenges\/[^/]+\/start-rate$/);
  await rateLink.click();
  await expect(page).toHaveURL(new RegExp(target.replace('/start-rate', '')));

  // Catalyst: her open challenge, linked to its owner page.
  await page.goto(main('/my-dashboard/catalyst'));
  await expect(page).toHaveURL(/\/MayaChen\/my-dashboard\/catalyst\/open$/);
  const bus = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: BUS }) });
  await expect(bus.getByRole('link', { name: BUS })).toHaveAttribute(
    'href',
    `/MayaChen/my-dashboard/catalyst/open/${kebabSlug(BUS)}`,
  );
  await expect(bus.getByText(/closes in/)).toBeVisible();
  await screenshots(page, 'dashboard-catalyst-open');

  for (const [name, path] of [
    ['catalyst-closing', 'catalyst/closing'],
    ['catalyst-drafts', 'catalyst/drafts'],
    ['money-prizes', 'money-prizes'],
    ['test-idea', 'test-idea'],
    ['rater-closed', 'rater/closed-challenges'],
  ] as const) {
    await page.goto(main(`/MayaChen/my-dashboard/${path}`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await screenshots(page, `dashboard-${name}`);
  }
});

test("another player's dashboard address leads to that player's platform", async ({ page }) => {
  await signIn(page, 'mayachen@nervus.test');
  await page.goto(main('/DevSharma/my-dashboard/innovator/open'));
  await expect(page).toHaveURL(main('/DevSharma'));
});
