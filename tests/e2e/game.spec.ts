// Game layer journeys (spec 3 §2.1-§2.4, §2.8): the FAQ demos, score stats with the Nerve Score
// card and level board, and the Game Dash signed out and signed in.
import { expect, test, type Page } from '@playwright/test';
import { main, screenshots, signIn } from './helpers';

const level = (page: Page) => page.getByTestId('demo-level');

test('brain level demo: autoplay, pause, slider, restart', async ({ page }) => {
  await page.goto(main('/faqs/brain-level-demo'));
  await expect(page.getByRole('heading', { name: 'Brain level demo', level: 1 })).toBeVisible();
  // Autoplay: the level climbs and the first button offers Pause.
  await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
  await expect.poll(async () => Number(await level(page).textContent())).toBeGreaterThan(3);
  await page.getByRole('button', { name: 'Pause' }).click();
  const paused = await level(page).textContent();
  await page.waitForTimeout(400);
  await expect(level(page)).toHaveText(paused!);
  // The slider picks a level (and pauses).
  await page.getByLabel('Demo level').fill('50');
  await expect(level(page)).toHaveText('50');
  await expect(
    page.getByRole('button', { name: /^Level 50, rank 5, from 237,699 neurons \(your level\)$/ }),
  ).toBeVisible();
  // 100 levels in the brain graphic, reachable by keyboard.
  await expect(page.getByRole('group', { name: 'Brain levels 1 to 100' }).getByRole('button')).toHaveCount(100);
  await page.getByRole('button', { name: 'Play' }).click();
  await expect.poll(async () => Number(await level(page).textContent())).toBeGreaterThan(50);
  await page.getByRole('button', { name: 'Restart' }).click();
  await expect.poll(async () => Number(await level(page).textContent())).toBeLessThan(50);
  await page.getByRole('button', { name: 'Pause' }).click();
  await page.getByLabel('Demo level').fill('37');
  await screenshots(page, 'faq-brain-level-demo');
});

test('scoring points: real figures and the neurons-earned simulation with a role picker', async ({ page }) => {
  await page.goto(main('/faqs/scoring-points'));
  await expect(page.getByRole('table', { name: 'Neurons per action' })).toContainText('Enter an idea');
  await expect(page.getByText('Simulated data: this chart')).toBeVisible();
  const step = page.getByTestId('neurons-demo-step');
  await expect.poll(async () => Number(await step.textContent())).toBeGreaterThan(5);
  await page.getByLabel('Role').selectOption('mentor');
  await expect(page.getByRole('img', { name: /^Simulated Mentor neurons/ })).toBeVisible();
  await expect(page.getByRole('article').getByRole('link', { name: 'brain level demo', exact: true })).toBeVisible();
  await screenshots(page, 'faq-scoring-points');
});

test('score stats: Nerve Score card, level board and role picker', async ({ page }) => {
  await signIn(page, 'adalovelace@nervus.test');
  await page.goto(main('/my-dashboard'));
  await page.waitForURL(/\/my-dashboard/);
  const handle = new URL(page.url()).pathname.split('/')[1];
  await page.goto(main(`/${handle}/my-dashboard/my-progress`));
  await expect(page).toHaveURL(/my-progress\/score-stats\?tab=nerve-score/);
  await expect(page.getByRole('heading', { name: 'Overall Nerve Score' })).toBeVisible();
  await expect(page.getByText(/You’re at Level \d+/)).toBeVisible();
  await expect(page.getByRole('group', { name: 'Brain levels 1 to 100' }).getByRole('button')).toHaveCount(100);
  await screenshots(page, 'score-stats');
  // One row of navigation (issue 22): the role is a filter of the page.
  await expect(page.getByRole('navigation', { name: 'Dashboard roles' })).toHaveCount(0);
  await page.getByLabel('Role').selectOption('mentor');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByRole('heading', { name: 'Mentor Score' })).toBeVisible();
});

test('signed-out my-progress goes to sign-in', async ({ page }) => {
  await page.goto(main('/ada/my-dashboard/my-progress/score-stats'));
  await expect(page).toHaveURL(/accounts\/gateway|sign-in/);
});

test('Game Dash signed out: tabs and the sign-in prompt; Escape closes', async ({ page }) => {
  await page.goto(main('/faqs/scoring-points'));
  await page.getByRole('button', { name: 'Game Dash' }).click();
  const dialog = page.getByRole('dialog', { name: 'Game Dash' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Idea Race' })).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Notifications' })).toHaveCount(0);
  await expect(dialog.getByText('Sign in to see the neurons you earn and your Nerve Score.')).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', /\/sign-in\?continue=/);
  await dialog.getByRole('tab', { name: 'Helpful Tips' }).click();
  await dialog.getByRole('button', { name: 'Got it: Rate ideas' }).click();
  await expect(dialog.getByRole('link', { name: 'Rate ideas' })).toHaveCount(0);
  await screenshots(page, 'gamedash-signed-out');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // Remembered: reopening keeps the tip dismissed.
  await page.getByRole('button', { name: 'Game Dash' }).click();
  await page.getByRole('tab', { name: 'Helpful Tips' }).click();
  await expect(page.getByRole('dialog').getByRole('link', { name: 'Ask a question' })).toBeVisible();
  await expect(page.getByRole('dialog').getByRole('link', { name: 'Rate ideas' })).toHaveCount(0);
});

test('Game Dash signed in: Nerve Score card, neurons, seeded highlights, tips remembered on the account', async ({
  page,
  browser,
}) => {
  await signIn(page, 'adalovelace@nervus.test');
  // A retried run starts with no tips dismissed on the account, as the first did.
  expect(
    await page.evaluate(
      async () =>
        (
          await fetch('/api/me/preferences', {
            method: 'PUT',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ gamedash_dismissed_tips: [] }),
          })
        ).status,
    ),
  ).toBe(200);
  await page.getByRole('button', { name: 'Game Dash' }).click();
  const dialog = page.getByRole('dialog', { name: 'Game Dash' });
  await expect(dialog.getByRole('heading', { name: 'Overall Nerve Score' })).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Notifications' })).toBeVisible();
  await dialog.getByRole('tab', { name: 'Highlights' }).click();
  // Ada's seeded play made highlights: a challenge of hers, advice on an idea, or a level reached.
  await expect(dialog.getByRole('tabpanel').getByRole('listitem').first()).toContainText(
    /Your challenge “.+” (is live|closed)|A mentor commented on your idea|score reached .+ you're at Level \d+ now/,
  );
  await screenshots(page, 'gamedash-signed-in');
  // 'Got it' on the account: another browser of the same player does not show the tip again.
  await dialog.getByRole('tab', { name: 'Helpful Tips' }).click();
  await dialog.getByRole('button', { name: 'Got it: Enter an idea' }).click();
  await expect(dialog.getByRole('link', { name: 'Enter an idea' })).toHaveCount(0);
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signIn(otherPage, 'adalovelace@nervus.test');
  await otherPage.getByRole('button', { name: 'Game Dash' }).click();
  await otherPage.getByRole('dialog').getByRole('tab', { name: 'Helpful Tips' }).click();
  await expect(otherPage.getByRole('dialog').getByRole('link', { name: 'Ask a question' })).toBeVisible();
  await expect(otherPage.getByRole('dialog').getByRole('link', { name: 'Enter an idea' })).toHaveCount(0);
  await other.close();
  // Route change closes it.
  await dialog.getByRole('link', { name: 'Idea Race' }).click();
  await expect(dialog).toBeHidden();
});
