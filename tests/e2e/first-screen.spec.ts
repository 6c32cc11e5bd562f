// A new player's first screen on a phone (issue 22, 390 x 844): an open challenge is in view
// without scrolling, after the masthead, the filters and the categories.
import { expect, test } from '@playwright/test';
import { main, screenshots } from './helpers';

test.use({ viewport: { width: 390, height: 844 } });

test("a new player's first screen at 390 px shows a challenge", async ({ page }) => {
  await page.goto(main('/'));
  const first = page.locator('[data-tour="open-challenges"] .challenge-card').first();
  await expect(first).toBeVisible();
  const box = (await first.boundingBox())!;
  const title = (await first.getByRole('heading').first().boundingBox())!;
  console.log(
    `first open challenge at ${Math.round(box.y)} px, its title ends at ${Math.round(title.y + title.height)} px`,
  );
  expect(title.y + title.height).toBeLessThanOrEqual(844);
  // The categories stay one row that scrolls sideways.
  const chips = page.locator('.home-categories');
  expect((await chips.boundingBox())!.height).toBeLessThan(80);
  await screenshots(page, 'home-first-screen');
});
