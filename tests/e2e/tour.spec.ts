// The onboarding tour (spec 3 §2.9): the start guide opens by itself once in a fresh browser, with
// Next, Skip and Done; it is remembered per browser (every community) and per account; `?tour=`
// starts a guide, and a guide can go on to the next one on another page.
import { expect, test, type Page } from '@playwright/test';
import { community, main, screenshots, signIn } from './helpers';

// A browser that has never finished a guide (the config gives every other journey the flag).
test.use({ storageState: { cookies: [], origins: [] } });

const tourCard = (page: Page, title: string) => page.getByRole('dialog', { name: title });
const next = (card: ReturnType<typeof tourCard>) => card.getByRole('button', { name: 'Next', exact: true }).click();

/** No guide opens within the tour's delay (1 s) and a margin. */
async function expectNoTour(page: Page) {
  await page.waitForTimeout(1800);
  await expect(page.locator('.driver-popover')).toHaveCount(0);
}

test('the start guide opens once in a fresh browser: Next, Skip, Done, not shown again', async ({ page }) => {
  await page.goto(main('/'));
  const welcome = tourCard(page, 'Welcome to Nervus');
  await expect(welcome).toBeVisible();
  await expect(welcome.getByText('Step 1 of 4')).toBeVisible();
  // Focus moves into the card (driver.js keeps Tab inside it).
  await expect(welcome.locator(':focus')).toHaveCount(1);
  await screenshots(page, 'tour-start-guide');
  await next(welcome);
  const second = tourCard(page, 'Start with a challenge');
  await expect(second).toBeVisible();
  await second.getByRole('button', { name: 'Skip' }).click();
  await expect(page.locator('.driver-popover')).toHaveCount(0);

  // Skipped counts as seen: not again here, nor on another community.
  await page.reload();
  await expectNoTour(page);
  await page.goto(community('comedy'));
  await expectNoTour(page);

  // 'Take A Tour' starts it on request, the keyboard moves on, and Done ends it and drops the query.
  await page.getByRole('link', { name: 'Take A Tour', exact: true }).click();
  await expect(page).toHaveURL(/\?tour=start-guide/);
  await expect(tourCard(page, 'Welcome to Nervus')).toBeVisible();
  // driver.js ignores keys while a card is still moving in (400 ms).
  await page.waitForTimeout(600);
  await page.keyboard.press('ArrowRight');
  await expect(tourCard(page, 'Start with a challenge')).toBeVisible();
  await next(tourCard(page, 'Start with a challenge'));
  await next(tourCard(page, 'Watch your neurons grow'));
  const last = tourCard(page, 'Find your way');
  await expect(last.getByRole('button', { name: 'Skip' })).toHaveCount(0);
  await last.getByRole('button', { name: 'Done' }).click();
  await expect(page.locator('.driver-popover')).toHaveCount(0);
  await expect(page).not.toHaveURL(/tour=/);
});

test('a guide goes on to the next one on its page; ?tour=exit ends the tour', async ({ page }) => {
  await page.goto(main('/?tour=home-page'));
  for (const title of ['Challenge filters', 'Categories', 'Game Dash', 'Open challenges', 'Leaderboard'])
    await next(tourCard(page, title));
  await tourCard(page, 'Top menu').getByRole('button', { name: 'Next guide' }).click();
  await page.waitForURL(/\/nerve-boards\?view=tournament&tour=leaderboard-1/);
  await next(tourCard(page, 'One board per role'));
  await tourCard(page, 'What the board counts').getByRole('button', { name: 'Next guide' }).click();
  await next(tourCard(page, 'Standings'));
  await tourCard(page, 'Climb the board').getByRole('button', { name: 'Done' }).click();
  await expect(page.locator('.driver-popover')).toHaveCount(0);

  await page.goto(main('/?tour=exit'));
  await expect(page).toHaveURL(main('/'));
  await expect(page.locator('.driver-popover')).toHaveCount(0);
});

test('a finished start guide is kept in the account: a new browser signed in does not show it', async ({
  page,
  browser,
}) => {
  // The account keeps the flag, so a retry needs an account that has not finished the guide yet.
  const email = ['benfoster@nervus.test', 'hugomartin@nervus.test'][Math.min(test.info().retry, 1)];
  await signIn(page, email, undefined, main('/faqs'));
  await page.goto(main('/'));
  await tourCard(page, 'Welcome to Nervus').getByRole('button', { name: 'Skip' }).click();
  await expect
    .poll(() => page.evaluate(() => fetch('/api/me/preferences').then((r) => r.json())))
    .toMatchObject({ data: { tours_done: ['start-guide'] } });

  const fresh = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const other = await fresh.newPage();
  await signIn(other, email, undefined, main('/faqs'));
  await other.goto(main('/'));
  // This browser learns it from the account (a read that may take a while on a busy machine)…
  await expect
    .poll(async () => (await fresh.cookies()).find((c) => c.name === 'nervus_tours')?.value)
    .toBe('start-guide');
  // …and no guide opens.
  await expectNoTour(other);
  await fresh.close();
});
