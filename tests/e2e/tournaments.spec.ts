// Tournaments that close and pay (issue 17): a visitor sees the current and prior tournaments and
// their boards (each a race's result), and filters the list by state with a plain GET form; an
// admin closes last cycle's olympiad (or finds the closing job did), reviews the allocation after
// 'Do you want to continue with this action?' and pays; the winner then sees the prize paid to
// their wallet, their place among their neighbours linked to the board page that holds them, and a
// tournament medal.
import { expect, test } from '@playwright/test';
import { main, screenshots, signIn } from './helpers';
import { CUSTOM_RANGE_MESSAGES } from '@/lib/leaderboard';

test('a visitor sees the current and prior tournaments and their boards', async ({ page }) => {
  await page.goto(main('/platform/tournaments'));
  const list = page.getByRole('region', { name: /Nervus tournaments/ });
  const current = list.getByRole('listitem').filter({ hasText: 'Current Tournament' });
  await expect(current).toContainText('Nervus Idea Olympiad');
  await expect(current).toContainText('Open');
  await expect(current).toContainText('$2,500');
  const prior = list.getByRole('listitem').filter({ hasText: 'Prior Tournament' }).first();
  await expect(prior).toContainText('Closed');
  await screenshots(page, 'tournaments-list');

  // The filter is a GET form (GET /olympiad/query): closed ones only, then open ones only.
  const filter = page.getByRole('form', { name: 'Filter tournaments' });
  await filter.getByLabel('State').selectOption({ label: 'Closed' });
  await filter.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(/tournaments\?state=closed&cycle=$/);
  await expect(list.getByRole('listitem').first()).toContainText('Closed');
  await expect(list.getByRole('listitem').filter({ hasText: 'Current Tournament' })).toHaveCount(0);
  await expect(page.getByLabel('State')).toHaveValue('closed');
  await page.goto(main('/platform/tournaments?state=open&cycle=monthly'));
  await expect(list.getByRole('listitem').filter({ hasText: 'Current Tournament' })).toContainText('$2,500');
  await expect(list.getByRole('listitem').filter({ hasText: 'Prior Tournament' })).toHaveCount(0);
  await page.goto(main('/platform/tournaments?cycle=weekly'));
  await expect(page.getByText('No tournament of Nervus matches these filters.')).toBeVisible();
  await page.getByRole('link', { name: 'Show every tournament' }).click();
  await expect(list.getByRole('listitem').filter({ hasText: 'Current Tournament' })).toBeVisible();
  // An address the filter cannot read says why and lists every tournament.
  await page.goto(main('/platform/tournaments?state=finished'));
  await expect(page.getByRole('alert').filter({ hasText: 'Use one of: open, review, closed.' })).toBeVisible();
  await expect(list.getByRole('listitem').filter({ hasText: 'Current Tournament' })).toBeVisible();
  await page.goto(main('/platform/tournaments'));

  // Game Dash's current-olympiad card: the olympiad's prize and end date.
  await page.getByRole('button', { name: 'Game Dash' }).first().click();
  const card = page.getByRole('dialog').locator('.gamedash-olympiad');
  await expect(card).toContainText('Nervus Idea Olympiad');
  await expect(card).toContainText('Prize $2,500');
  await expect(card).toContainText('ends');
  await page.keyboard.press('Escape');

  await prior.getByRole('link', { name: 'View Prior Leaderboard' }).click();
  await expect(page).toHaveURL(/olympiad\/leaderboard\?olympiad=\d+/);
  await expect(page.getByText('Prior Tournament:')).toBeVisible();
  // The board is the tournament's Idea Race (GET /olympiad/races/overall/result).
  await expect(page.locator('.race-line')).toContainText('Idea Race');
  await expect(page.getByRole('table', { name: 'Tournament standings' }).getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByLabel('Tournament totals')).toContainText('Ideas');
  await screenshots(page, 'tournaments-prior-board');

  // The current board, and a custom range.
  await page.goto(main('/platform/olympiad/leaderboard'));
  await expect(page.getByText('Current Tournament:')).toBeVisible();
  await expect(page.locator('.race-line')).toContainText('Idea Race · prize $2,500');
  // Another role's race of the same tournament, live in its window.
  await page.goto(main('/platform/olympiad/leaderboard/scout'));
  await expect(page.locator('.race-line')).toContainText('Scout Race');
  await expect(page.locator('.race-line')).not.toContainText('final standings');
  await page.goto(main('/platform/olympiad/leaderboard'));
  // A custom range is summed from the ledger, so it spans at most a year: a longer one is explained.
  await page.getByLabel('From').fill('2020-01-01');
  await page.getByRole('button', { name: 'Custom range' }).click();
  await expect(page).toHaveURL(/from=2020-01-01/);
  await expect(page.getByText(CUSTOM_RANGE_MESSAGES.tooLong)).toBeVisible();
  const monthAgo = new Date(Date.now() - 30 * 86_400_000);
  await page.getByLabel('From').fill(monthAgo.toISOString().slice(0, 10));
  await page.getByRole('button', { name: 'Custom range' }).click();
  await expect(page).toHaveURL(new RegExp(`from=${monthAgo.toISOString().slice(0, 10)}`));
  await expect(page.locator('.board-summary')).toContainText(String(monthAgo.getUTCFullYear()));
});

test('an admin closes an olympiad, reviews the allocation and pays; the winner sees the prize and a medal', async ({
  page,
  browser,
}) => {
  await signIn(page, 'admin@nervus.test');
  await page.goto(main('/admin-dashboard/olympiads'));
  // Last month's Nervus olympiad: ended, closed by the job or still waiting for it.
  const rows = page.getByRole('row').filter({ hasText: 'Nervus Idea Olympiad' });
  const prior = rows.filter({ hasText: /Waiting for review|ended, closing/ }).first();
  await prior.getByRole('link').click();
  await expect(page).toHaveURL(/admin-dashboard\/olympiads\?id=\d+/);
  const close = page.getByRole('button', { name: 'Close and calculate prizes' });
  if (await close.isVisible()) {
    await close.click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('Do you want to continue with this action?');
    await dialog.getByRole('button', { name: 'Continue' }).click();
  }
  const allocation = page.getByRole('table', { name: 'Prize allocation' });
  await expect(allocation).toBeVisible();
  const ready = allocation.getByRole('row').filter({ hasText: 'Ready to pay' }).first();
  const cells = ready.getByRole('cell');
  const rank = Number(await cells.nth(0).textContent());
  const winner = (await cells.nth(1).textContent())!.replace('@', '').trim();
  const prize = (await cells.nth(3).textContent())!.trim();
  await screenshots(page, 'admin-olympiad-review');

  await page.getByRole('button', { name: /^Pay \d+ eligible player/ }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Do you want to continue with this action?');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(allocation.getByRole('row').filter({ hasText: `@${winner}` })).toContainText('Paid');
  await expect(page.getByRole('button', { name: /^Pay 0 eligible players/ })).toBeDisabled();

  const context = await browser.newContext();
  const player = await context.newPage();
  await signIn(player, `${winner.toLowerCase()}@nervus.test`);
  await player.goto(main('/platform/tournaments'));
  const mine = player.locator('.tournament-mine').filter({ hasText: prize });
  await expect(mine).toContainText(`#${rank}`);
  await expect(mine).toContainText('paid to your wallet');
  // Their place among their neighbours (GET /olympiad/results/{id}/bound), linked to their board page.
  await expect(mine).toContainText(new RegExp(`#${rank} of \\d+ with`));
  await expect(mine).toContainText(/neurons? (behind|ahead of) @\w+/);
  await screenshots(player, 'tournaments-winner');
  await mine.getByRole('link', { name: 'See your place on the board' }).click();
  await expect(player).toHaveURL(new RegExp(`/${winner}/olympiad/leaderboard\\?olympiad=\\d+&page=\\d+`));
  await expect(player.locator('.board-position')).toContainText(`@${winner} is #${rank}`);
  if (rank <= 3) {
    await player.goto(main(`/${winner}/medals-badges`));
    await expect(player.getByRole('region', { name: 'Medals' })).toContainText('in a tournament');
  }
  await context.close();
});
