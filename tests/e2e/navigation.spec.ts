// Issue 22 item 5: the regrouped navbar (about six top entries, the rest in a keyboard-usable user
// menu), one board page with two views, the sign-in wall before the gateway, and My Progress with
// one row of navigation.
import { expect, test } from '@playwright/test';
import { main, signIn, userMenuButton } from './helpers';

test('signed in, the top bar keeps six entries and the user menu opens and closes by keyboard', async ({ page }) => {
  await signIn(page, 'adalovelace@nervus.test');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const top = nav.locator('#main-menu > li');
  // Five links, the bell and the user menu.
  await expect(top).toHaveCount(7);
  await expect(nav.getByRole('link', { name: 'Save Idea' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Nerve Boards' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Boards', exact: true })).toBeVisible();

  const button = userMenuButton(page);
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeHidden();
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const menu = page.locator('#user-menu');
  for (const name of ['My Platform', 'My Dashboard', 'My Progress', 'Test Idea', 'My Account'])
    await expect(menu.getByRole('link', { name })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(menu.getByRole('link', { name: 'My Platform' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(button).toBeFocused();
  await expect(menu.getByRole('link', { name: 'My Dashboard' })).toBeHidden();

  // A click outside closes it too; an entry navigates.
  await button.click();
  await page.mouse.click(600, 600);
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await button.click();
  await menu.getByRole('link', { name: 'My Progress' }).click();
  await expect(page).toHaveURL(/my-progress\/score-stats/);
});

test('at 390 px the user menu opens inside the phone menu', async ({ page }) => {
  await signIn(page, 'adalovelace@nervus.test');
  await page.setViewportSize({ width: 390, height: 800 });
  await page.getByRole('button', { name: 'Menu' }).click();
  await userMenuButton(page).click();
  await expect(page.getByRole('link', { name: 'My Account' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
});

test('one board page: Boards opens the neurons view and the tournament is its other view', async ({ page }) => {
  await page.goto(main('/'));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Boards', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nerve Boards' })).toBeVisible();
  const views = page.getByRole('navigation', { name: 'Board views' });
  await expect(views.getByRole('link', { name: 'All neurons' })).toHaveAttribute('aria-current', 'page');
  // Filters live in the address, so a filtered board can be shared (spec 3 §2.5).
  await page.getByLabel('Role').selectOption('analyst');
  await page.getByLabel('Time').selectOption('all');
  await page.getByRole('button', { name: 'Show board' }).click();
  await expect(page).toHaveURL(/\/nerve-boards\?(?=.*role=analyst)(?=.*period=all)/);
  await expect(page.getByLabel('Role')).toHaveValue('analyst');
  await views.getByRole('link', { name: 'Tournament' }).click();
  // One page: the tournament is a view of /nerve-boards, not another page.
  await expect(page).toHaveURL(main('/nerve-boards?view=tournament'));
  await expect(page.getByRole('heading', { level: 1, name: 'Nerve Boards' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /leaderboard$/ })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Board views' }).getByRole('link', { name: 'Tournament' }),
  ).toHaveAttribute('aria-current', 'page');
  // The tournament's own address redirects here, keeping the role.
  await page.goto(main('/platform/olympiad/leaderboard/scout'));
  await expect(page).toHaveURL(main('/nerve-boards?view=tournament&role=scout'));
  await expect(page.locator('.race-line')).toContainText('Scout Race');
});

test('My Progress has one row of navigation and the role as a filter', async ({ page }) => {
  await signIn(page, 'adalovelace@nervus.test');
  await userMenuButton(page).click();
  await page.locator('#user-menu').getByRole('link', { name: 'My Progress' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nerve Score' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'My Progress' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Dashboard roles' })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Score by role' })).toHaveCount(0);
  await page.getByLabel('Role').selectOption('analyst');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(/role=analyst/);
  await expect(page.getByLabel('Role')).toHaveValue('analyst');
  // The breadcrumb leads back to the dashboard's roles.
  await page
    .getByRole('navigation', { name: /breadcrumb/i })
    .getByRole('link', { name: 'My Dashboard' })
    .click();
  await expect(page.getByRole('navigation', { name: 'Dashboard roles' })).toBeVisible();
});
