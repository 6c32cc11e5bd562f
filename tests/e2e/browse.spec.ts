// Community browse pages: search (with and without JavaScript), question collection, Nerve Boards,
// the tournament leaderboard, scores and stats, and the sharing center.
import { expect, test } from '@playwright/test';
import { community, main, screenshots, signIn } from './helpers';

const GROCERY_MAIN = 'What could make a grocery shop produce half as much packaging waste?';
const GROCERY_BUSINESS = 'What could a co-op grocery offer its members that a supermarket never will?';
const BUS = 'How might a small city get more people riding the bus without adding routes?';
const SEARCH_LABEL = 'Search challenges by their question or details';

test('search on the main site finds a demo challenge and keeps the query', async ({ page }) => {
  await page.goto(main('/search'));
  await expect(page.getByRole('heading', { level: 1, name: 'Search all challenges' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Newest challenges' })).toBeVisible();
  await page.getByLabel(SEARCH_LABEL).fill('packaging');
  await page.getByRole('button', { name: 'Search' }).click();
  await page.waitForURL(/\/search\?q=packaging/);
  await expect(page.getByRole('link', { name: GROCERY_MAIN })).toBeVisible();
  await expect(page.getByLabel(SEARCH_LABEL)).toHaveValue('packaging');
  await screenshots(page, 'search');

  await page.getByLabel(SEARCH_LABEL).fill('zebra crossings on mars');
  await page.getByLabel(SEARCH_LABEL).press('Enter');
  await expect(page.getByText('No open challenges match “zebra crossings on mars”.')).toBeVisible();

  await page.goto(main('/search'));
  await page.getByRole('link', { name: 'Next →' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText('Page 2 of')).toBeVisible();
  await page.getByRole('link', { name: '← Previous' }).click();
  await expect(page.getByText('Page 1 of')).toBeVisible();
});

test('search works with JavaScript disabled', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(main('/search'));
  await page.getByLabel(SEARCH_LABEL).fill('grocery');
  await page.getByRole('button', { name: 'Search' }).click();
  await page.waitForURL(/\/search\?q=grocery/);
  await expect(page.getByRole('link', { name: GROCERY_MAIN })).toBeVisible();
  await expect(page.getByRole('link', { name: GROCERY_BUSINESS })).toBeVisible();
  await expect(page.getByLabel(SEARCH_LABEL)).toHaveValue('grocery');
  await context.close();
});

test('a community search only shows that community; a user search only that user', async ({ page }) => {
  await page.goto(community('business', '/search?q=grocery'));
  await expect(page.getByRole('link', { name: GROCERY_BUSINESS })).toBeVisible();
  await expect(page.getByRole('link', { name: GROCERY_MAIN })).toHaveCount(0);
  await page.goto(community('comedy', '/search?q=grocery'));
  await expect(page.getByText('No open challenges match “grocery”.')).toBeVisible();

  await page.goto(main('/mayachen/search'));
  await expect(page).toHaveURL(main('/MayaChen/search'));
  await expect(page.getByRole('heading', { name: 'Search @MayaChen’s challenges' })).toBeVisible();
  await expect(page.getByRole('link', { name: BUS })).toBeVisible();
  await expect(page.locator('.challenge-card .person span').filter({ hasNotText: '@MayaChen' })).toHaveCount(0);
});

test('the question collection lists every challenge by category', async ({ page }) => {
  await page.goto(main('/question-collection'));
  await expect(page.getByRole('heading', { level: 1, name: 'Question collection' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Categories' })).toBeVisible();
  await expect(page.getByRole('link', { name: GROCERY_BUSINESS })).toBeVisible();
  await screenshots(page, 'question-collection');
  await page.getByRole('link', { name: BUS }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(BUS);

  await page.goto(main('/MayaChen/question-collection'));
  await expect(page.getByRole('heading', { name: 'Questions asked by @MayaChen' })).toBeVisible();
  await expect(page.getByRole('link', { name: BUS })).toBeVisible();
  await expect(page.getByRole('link', { name: GROCERY_MAIN })).toHaveCount(0);
});

test('Nerve Boards: the role filter changes the list', async ({ page }) => {
  await page.goto(main('/nerve-boards'));
  await expect(page.getByRole('heading', { level: 1, name: 'Nerve Boards' })).toBeVisible();
  const rows = page.locator('table.leaderboard tbody tr');
  await expect(rows.first()).toBeVisible();
  await expect(rows.first().locator('td').first()).toHaveText('#1');
  const overall = await rows.allTextContents();
  await screenshots(page, 'nerve-boards');

  await page.getByLabel('Role').selectOption('catalyst');
  await page.getByLabel('Time').selectOption('all');
  await page.getByRole('button', { name: 'Show board' }).click();
  await page.waitForURL(/role=catalyst/);
  await expect(page.locator('.board-summary')).toContainText('Catalyst');
  await expect(page.locator('.board-summary')).toContainText('All time');
  await expect(page.getByLabel('Role')).toHaveValue('catalyst');
  expect(await rows.allTextContents()).not.toEqual(overall);
  // Neurons are shown with thousands separators and never as bare 4+ digit numbers.
  for (const cell of await page.locator('table.leaderboard td.num').allTextContents())
    expect(cell).toMatch(/^\d{1,3}(,\d{3})*$/);
});

test('Nerve Boards: the place filter ranks the players of challenges located there', async ({ page }) => {
  await page.goto(main('/nerve-boards?period=all'));
  const rows = page.locator('table.leaderboard tbody tr');
  await expect(rows.first()).toBeVisible();
  const everywhere = await page.locator('.board-summary').textContent();
  // The seed's harbourside question is located in Bristol, England, United Kingdom.
  const place = page.getByLabel('Place');
  await expect(place.locator('option', { hasText: /^— — Bristol, England, United Kingdom$/ })).toHaveCount(1);
  await place.selectOption({ label: 'United Kingdom' });
  await page.getByRole('button', { name: 'Show board' }).click();
  await page.waitForURL(/place=united\+kingdom/);
  await expect(page.locator('.board-summary')).toContainText('in United Kingdom');
  await expect(page.getByLabel('Place')).toHaveValue('united kingdom');
  await expect(rows.filter({ hasText: '@TomasNovak' })).toHaveCount(1);
  // Players who earned nothing there are not listed: JunoPark's idea is at the Oregon market.
  await expect(rows.filter({ hasText: '@JunoPark' })).toHaveCount(0);
  const total = (s: string | null) => Number(/([\d,]+) players?/.exec(s ?? '')![1].replace(/,/g, ''));
  expect(total(await page.locator('.board-summary').textContent())).toBeLessThan(total(everywhere));
  await screenshots(page, 'nerve-boards-place');

  // The link is shareable; a city narrows further, and an unknown place is ignored.
  await page.goto(main('/nerve-boards?period=all&place=Hood%20River,%20Oregon,%20United%20States'));
  await expect(page.getByLabel('Place')).toHaveValue('hood river, oregon, united states');
  await expect(rows.filter({ hasText: '@JunoPark' })).toHaveCount(1);
  await expect(rows.filter({ hasText: '@TomasNovak' })).toHaveCount(0);
  await page.goto(main('/nerve-boards?period=all&place=Atlantis'));
  await expect(page.getByLabel('Place')).toHaveValue('');
  await expect(page.locator('.board-summary')).toHaveText(everywhere!);
});

test('the tournament leaderboard: roles, a player’s position, unknown races', async ({ page }) => {
  // The old addresses redirect to the one board page's tournament view (issue 22).
  await page.goto(main('/platform-leaderboard/all'));
  await expect(page).toHaveURL(main('/nerve-boards?view=tournament'));
  await expect(page.getByRole('heading', { level: 1, name: 'Nerve Boards' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Nervus leaderboard' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Board views' }).getByRole('link', { name: 'Tournament' }),
  ).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('link', { name: 'Nerve Score' })).toHaveAttribute('aria-current', 'page');
  const first = page.locator('table.leaderboard tbody tr').first();
  await expect(first).toBeVisible();
  await screenshots(page, 'leaderboard');

  await page.getByRole('link', { name: 'Analyst Rater' }).click();
  await expect(page).toHaveURL(main('/nerve-boards?view=tournament&role=analyst'));
  await expect(page.locator('.board-summary')).toContainText('Analyst Rater');

  const handle = (await page.locator('table.leaderboard tbody tr').first().locator('strong').textContent())!.slice(1);
  await page.goto(main(`/${handle}/olympiad/leaderboard/analyst`));
  await expect(page.getByText(new RegExp(`@${handle} is #1 on the Analyst Rater board`))).toBeVisible();
  await expect(page.locator('table.leaderboard tr[aria-current="true"]')).toContainText(`@${handle}`);
  await screenshots(page, 'leaderboard-user');

  await page.goto(main('/platform/olympiad/leaderboard/spring-cup'));
  await expect(page).toHaveURL(main('/nerve-boards?view=tournament&race=spring-cup'));
  await expect(page.getByRole('heading', { name: 'No tournaments!' })).toBeVisible();
  await page.getByRole('link', { name: 'View the current leaderboard' }).click();
  await expect(page).toHaveURL(main('/nerve-boards?view=tournament'));

  await page.goto(community('comedy', '/platform/olympiad/leaderboard'));
  await expect(page).toHaveURL(community('comedy', '/nerve-boards?view=tournament'));
  await expect(page.getByRole('heading', { level: 2, name: /leaderboard$/ })).toBeVisible();
});

test('scores and stats show the community totals', async ({ page }) => {
  await page.goto(main('/scores-stats'));
  await expect(page.getByRole('heading', { level: 1, name: 'Scores and stats' })).toBeVisible();
  const totals = page.getByRole('list', { name: 'Community totals' });
  for (const label of ['players with neurons', 'challenges open', 'ideas entered', 'ratings given'])
    await expect(totals).toContainText(label);
  await expect(page.getByRole('heading', { name: 'Top players this month' })).toBeVisible();
  await screenshots(page, 'scores-stats');
});

test('the sharing center: signed out goes to the gateway; signed in lists share links', async ({ page }) => {
  await page.goto(main('/sharing'));
  await page.waitForURL(/\/accounts\/gateway/);

  await signIn(page, 'mayachen@nervus.test');
  await page.goto(main('/sharing-center'));
  await expect(page.getByRole('heading', { level: 1, name: 'Sharing center' })).toBeVisible();
  const item = page.locator('.share-list > li').filter({ hasText: BUS });
  await expect(item).toBeVisible();
  await expect(item.getByLabel(/Your link to/)).toHaveValue(/\/challenges\/.+\?scout_id=\d+$/);
  // Each challenge has the full share panel: the tweet preview and Share Later (spec 3 §2.6).
  const panel = item.getByRole('group', { name: /^Share “/ });
  await panel.getByRole('button', { name: /X \(Twitter\)/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Share on X (Twitter)' });
  await expect(dialog.getByLabel('Your tweet')).toHaveValue(/scout_id=\d+/);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(panel.getByRole('button', { name: 'Share Later' })).toBeEnabled();
  await screenshots(page, 'sharing');
});

test('at 390 px the leaderboard fits: neurons in view, a long handle cut short, not the column', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(main('/nerve-boards?view=tournament'));
  const table = page.locator('table.leaderboard');
  await expect(table.locator('tbody tr').first()).toBeVisible();
  // No sideways scroll in the table's frame, and every row's neurons end inside it.
  const frame = page.locator('.table-scroll').filter({ has: table });
  expect(await frame.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  const right = await frame.evaluate((el) => el.getBoundingClientRect().right);
  for (const box of await table.locator('td.num').evaluateAll((cells) => cells.map((c) => c.getBoundingClientRect())))
    expect(box.right).toBeLessThanOrEqual(right);
  // The handle is cut visually only: its link still names the player whole.
  await expect(table.getByRole('link', { name: /^@MarcusJohnson/ })).toBeVisible();
  await screenshots(page, 'leaderboard-narrow');
});
