// The star rating (issue 22): a radio group of five 50 px stars used with the keyboard only; the
// rating shows at once, a toast names the neurons and role, and the idea's count is current
// without a reload.
import { expect, test } from '@playwright/test';
import { kebabSlug } from '@/server/provider/domain/slugs';
import { main, screenshots, signIn } from './helpers';

const PAGE = main(
  `/challenges/${kebabSlug('What could help remote teams feel less lonely without adding more meetings?')}?tab=ideas`,
);

test('rating with the keyboard only: arrows choose, Enter sends; a toast and a fresh count follow', async ({
  page,
}) => {
  await signIn(page, 'chloedubois@nervus.test', undefined, PAGE);
  await page.goto(PAGE);
  const card = page.locator('.idea-item', { has: page.getByRole('radiogroup') }).first();
  const title = (await card.getByRole('heading', { level: 3 }).textContent())!;
  const mine = page.locator('.idea-item', { has: page.getByRole('heading', { level: 3, name: title }) });
  await expect(mine.getByRole('button', { name: 'Rate' })).toBeEnabled();
  const count = Number((await mine.locator('.idea-meta').textContent())!.match(/(\d+) ratings?/)![1]);

  // Every star is a tap target of at least 44 px.
  for (const star of await mine.locator('.star').all()) {
    const box = (await star.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(44);
    expect(box.height).toBeGreaterThanOrEqual(44);
  }
  await screenshots(page, 'star-rating');

  // Tab reaches the group (its first star), arrows move the choice, Enter on 'Rate' sends.
  await mine.getByRole('radio', { name: '1 - Weak' }).focus();
  await page.keyboard.press('Space');
  await expect(mine.getByRole('radio', { name: '1 - Weak' })).toBeChecked();
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
  await expect(mine.getByRole('radio', { name: '4 - Very good' })).toBeChecked();
  await expect(mine.getByRole('radio', { name: '4 - Very good' })).toBeFocused();
  await page.keyboard.press('Tab'); // the exact rating, filled with the choice
  await expect(mine.getByLabel(/Or an exact rating/)).toHaveValue('4');
  await page.keyboard.press('Tab');
  await expect(mine.getByRole('button', { name: 'Rate' })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(mine.getByRole('status')).toHaveText('You rated this idea 4.0. Ratings are locked once given.');
  await expect(page.locator('.toasts')).toContainText('+5 neurons as Analyst Rater');
  await expect(mine.locator('.idea-meta')).toContainText(`${count + 1} ratings`);
});
