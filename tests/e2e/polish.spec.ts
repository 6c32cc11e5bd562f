// Issue 22 items 4 and 10: My Progress's history charts and brain, and the creation flow's step bar
// and field errors.
import { expect, test } from '@playwright/test';
import { chooseCategory, main, signIn, userMenuButton } from './helpers';

test('My Progress draws the score and level history as charts and the brain with 100 levels', async ({ page }) => {
  await signIn(page, 'adalovelace@nervus.test');
  await userMenuButton(page).click();
  await page.locator('#user-menu').getByRole('link', { name: 'My Progress' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nerve Score' })).toBeVisible();
  const history = page.getByRole('region', { name: 'History' });
  await expect(history.getByRole('img', { name: /^Score: .* on [A-Z][a-z]{2} \d+/ })).toBeVisible();
  await expect(history.getByRole('img', { name: /^Level: \d+ on / })).toBeVisible();
  // The numbers stay one click away, newest first.
  await history.getByText('The numbers by day').click();
  await expect(history.getByRole('table').getByRole('row').nth(1)).toBeVisible();

  const brain = page.getByRole('group', { name: 'Brain levels 1 to 100' });
  await expect(brain.getByRole('button')).toHaveCount(100);
  await brain.getByRole('button', { name: /^Level 42,/ }).click();
  await expect(page.getByText(/^Level 42 \(rank 5 of 10\) starts at/)).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(brain.getByRole('button', { name: /^Level 43,/ })).toBeFocused();
});

test('the creation flow: every step fits at 1280 px, unopened steps show no check, no error before typing', async ({
  page,
}) => {
  await signIn(page, 'lenavogel@nervus.test');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(main('/challenges/test-idea'));
  await expect(page.getByRole('heading', { level: 1, name: 'Test my Idea' })).toBeVisible();
  // A draft from another journey would open on its own step: start from the first one.
  const startOver = page.getByRole('button', { name: 'Start over' });
  if (await startOver.isVisible()) {
    await startOver.click();
    await page.getByRole('alertdialog', { name: 'Start over?' }).getByRole('button', { name: 'Start over' }).click();
  }
  await expect(page.getByRole('heading', { name: 'Choose a category' })).toBeVisible();

  const nav = page.getByRole('navigation', { name: 'Creation steps' });
  // Nothing is cut off: the row needs no sideways scroll and every step lies inside the window.
  expect(await nav.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  for (const box of await nav.getByRole('button').evaluateAll((els) => els.map((e) => e.getBoundingClientRect())))
    expect(box.right).toBeLessThanOrEqual(1280);

  await chooseCategory(page, /Humor/, /Stand-up/);
  await expect(page.getByRole('heading', { name: 'Your Idea', exact: true })).toBeVisible();
  const states = await nav
    .getByRole('button')
    .evaluateAll((els) => els.map((e) => ({ current: e.getAttribute('aria-current'), text: e.textContent ?? '' })));
  const here = states.findIndex((s) => s.current === 'step');
  expect(here).toBeGreaterThan(0);
  expect(states[0].text).toMatch(/complete$/);
  for (const later of states.slice(here + 1)) expect(later.text).not.toMatch(/complete$/);

  // Leaving an empty field says nothing; typing and clearing it says what it needs.
  const title = page.getByLabel('Idea Title');
  await title.focus();
  await page.keyboard.press('Tab');
  await expect(page.getByText('This field is required')).toHaveCount(0);
  await expect(page.locator('#step-issue')).toHaveText('Fill in the required fields to go on.');
  await title.fill('x');
  await title.fill('');
  await expect(page.getByText('This field is required')).toBeVisible();
});

test('feeds say how long ago, with the exact time on hover', async ({ page }) => {
  await signIn(page, 'adalovelace@nervus.test');
  await page.goto(main('/my-dashboard'));
  await page.waitForURL(/\/my-dashboard/);
  const handle = new URL(page.url()).pathname.split('/')[1];
  await page.goto(main(`/${handle}/my-dashboard/notifications/neurons-earned`));
  const first = page.locator('.neuron-row time').first();
  await expect(first).toHaveText(/^(just now|in .+|.+ ago)$/);
  await expect(first).toHaveAttribute('title', /^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M UTC$/);
  await expect(first).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
});
