// Ending a challenge early (spec 2 §4): the catalyst of a seeded open challenge ends it from its
// page after 'Do you want to end this challenge?'; the page then shows it closed, its ideas
// revealed and ranked, and the winners' prize shares. Another player sees no such button.
import { expect, test } from '@playwright/test';
import { kebabSlug } from '@/server/provider/domain/slugs';
import { community, screenshots, signIn } from './helpers';

// HugoMartin's money challenge on the innovators community (server/provider/db/seed/challenges-more.ts);
// no other journey uses it, so closing it changes nobody else's expectations.
const SLUG = kebabSlug('How might we make repairing electronics as easy as replacing them?');
const PAGE = community('innovators', `/challenges/${SLUG}`);

test('the catalyst ends their challenge after confirming; it shows closed, ranked and revealed', async ({
  page,
  browser,
}) => {
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signIn(otherPage, 'junopark@nervus.test', undefined, PAGE);
  await otherPage.goto(PAGE);
  await expect(otherPage.locator('.idea-item').first()).toContainText('Will be revealed soon');
  await expect(otherPage.getByRole('button', { name: 'End challenge' })).toHaveCount(0);
  await other.close();

  await signIn(page, 'hugomartin@nervus.test', undefined, PAGE);
  await page.goto(PAGE);
  const end = page.getByRole('group', { name: 'Your challenge' }).getByRole('button', { name: 'End challenge' });
  await expect(end).toBeEnabled();
  await end.click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Do you want to end this challenge?');
  // Cancelling keeps it open.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.locator('.idea-item').first()).toContainText('Will be revealed soon');

  await end.click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'End challenge' }).click();
  await expect(page.getByText('Your challenge is closed: its ideas are ranked and revealed.')).toBeVisible();
  await expect(page.getByText(/This challenge is closed: every idea is revealed and ranked/)).toBeVisible();
  const first = page.locator('.idea-item').first();
  await expect(first.locator('.rank-badge')).toHaveText('#1');
  await expect(first.locator('.idea-prize')).toContainText('Prize $');
  await expect(first.locator('a.person')).toBeVisible();
  await expect(page.getByText('Will be revealed soon')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'End challenge' })).toHaveCount(0);
  await screenshots(page, 'closing-ended');

  // A visitor's cached page is expired too: it shows the closed, revealed result.
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(PAGE);
  await expect(visitorPage.locator('.idea-item').first().locator('.rank-badge')).toHaveText('#1');
  await expect(visitorPage.getByText('Will be revealed soon')).toHaveCount(0);
  await visitor.close();
});
