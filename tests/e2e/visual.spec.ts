// Screenshot checks (issue 22): the home, a challenge, rating, creation, My Progress and sign-up
// at 390 and 1280 px, compared on each run with the images kept beside this file
// (visual.spec.ts-snapshots/), so a layout regression fails. What changes from run to run (counts
// that other journeys move, the home's challenge lists, countdowns, dates, the live Game Dash) is masked; a small tolerance
// absorbs anti-aliasing. After an intended change: `npx playwright test visual --update-snapshots`.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { kebabSlug } from '@/server/provider/domain/slugs';
import { main, signIn } from './helpers';

const CHALLENGE = `/challenges/${kebabSlug('What could help remote teams feel less lonely without adding more meetings?')}`;
const WIDTHS = [390, 1280] as const;

function dynamic(page: Page): Locator[] {
  return [
    page.locator('.meta'),
    page.locator('time'),
    page.locator('.home-category-count'),
    page.locator('.tournament'),
    page.locator('.idea-meta'),
    page.locator('.stats'),
    page.locator('.toasts'),
    page.locator('[data-tour="game-dash"]'),
    page.locator('.countdown'),
    // The home's lists: which challenges are open and newest depends on what the journeys before
    // this one in the same worker published or closed.
    page.locator('.home-section-head .muted'),
    page.locator('.home-section .challenge-card'),
  ];
}

async function check(page: Page, name: string, scroll?: () => Promise<void>) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await scroll?.();
    await expect(page).toHaveScreenshot(`${name}-${width}.png`, {
      mask: dynamic(page),
      animations: 'disabled',
      caret: 'hide',
      maxDiffPixelRatio: 0.03,
    });
  }
}

test('visitor pages look as they did: home, challenge, sign-up', async ({ page }) => {
  await page.goto(main('/'));
  await check(page, 'home');
  await page.goto(main(CHALLENGE));
  await check(page, 'challenge');
  await page.goto(main('/'));
  await page.getByRole('link', { name: 'Create Account' }).first().click();
  await page.waitForURL(/\/accounts\/signup/);
  await check(page, 'sign-up');
});

test('player pages look as they did: rating, creation, My Progress', async ({ page }) => {
  await signIn(page, 'isabelsantos@nervus.test', undefined, main('/faqs'));
  await page.goto(main(`${CHALLENGE}?tab=ideas`));
  await expect(page.locator('.stars').first()).toBeVisible();
  await check(page, 'rating', async () => {
    await page
      .locator('.stars')
      .first()
      .evaluate((el) => el.scrollIntoView({ block: 'center' }));
  });
  await page.goto(main('/challenges/create'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await check(page, 'creation');
  await page.goto(main('/me/my-dashboard/my-progress'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await check(page, 'my-progress');
});
