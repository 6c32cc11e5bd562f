// Sharing journeys (issue 20; spec 3 §2.6, §4, §5): Share Later from a challenge, the queue badge,
// the Share Panel queue and sharing from it; the tweet preview's weighted counter; and a visitor who
// signs up through a scout's link appearing among that scout's recruits.
import { expect, test, type Page } from '@playwright/test';
import { expectSignedIn, main, screenshots, signIn, userMenuButton } from './helpers';

const PATH = '/challenges/how-might-neighbours-share-tools-they-only-use-twice-a-year';
const TITLE = /How might neighbours share tools they only use twice a year/i;

const sharePanel = (page: Page) => page.locator('.challenge-share');
/** The user menu's Share Panel entry as a screen reader names it, e.g. 'Share Panel, 3 saved shares'. */
const savedShares = (n: number) => new RegExp(`^Share Panel\\s*,\\s*${n} saved ${n === 1 ? 'share' : 'shares'}$`);

test.beforeEach(async ({ context }) => {
  // X's share window: answered here, the test machine has no internet.
  await context.route(/^https:\/\/(twitter|x)\.com\//, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>X</title>' }),
  );
});

test('Share Later from a challenge, the badge, the queue, and sharing from it', async ({ page, context }) => {
  await signIn(page, 'mayachen@nervus.test');
  await page.goto(main(PATH));
  const panel = sharePanel(page);
  const badge = panel.getByRole('link', { name: /saved to share later$/ });
  await expect(badge).toBeVisible();
  const before = Number(await badge.textContent());

  await panel.getByRole('button', { name: 'Share Later' }).click();
  await expect(panel.getByText('This challenge was saved to share later.')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Share Later' })).toBeDisabled();
  await expect(badge).toHaveText(String(before + 1));
  // The user menu's count follows without a reload (one SWR key behind both badges).
  await userMenuButton(page).click();
  const menuEntry = page.locator('#user-menu').getByRole('link', { name: /^Share Panel/ });
  await expect(menuEntry).toHaveAccessibleName(savedShares(before + 1));
  await expect(menuEntry.locator('.nav-count')).toHaveText(String(before + 1));
  await screenshots(page, 'share-later');
  await userMenuButton(page).click();

  await badge.click();
  await expect(page).toHaveURL(main('/MayaChen/share'));
  const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: TITLE }) });
  await expect(item).toBeVisible();
  await item.getByRole('button', { name: /^Share now/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Share on X (Twitter)' });
  const text = dialog.getByLabel('Your tweet');
  await expect(text).toHaveValue(/scout_id=\d+/);
  await expect(dialog.getByText('top rated ideas auto-tweeted as replies')).toBeVisible();
  // Not connected to X: Tweet now opens X's share window with the text.
  const [popup] = await Promise.all([
    context.waitForEvent('page'),
    dialog.getByRole('button', { name: 'Tweet now' }).click(),
  ]);
  expect(decodeURIComponent(popup.url())).toMatch(/twitter\.com\/intent\/tweet\?text=.*scout_id=\d+/);
  await popup.close();
  await expect(dialog).toBeHidden();

  await item.getByRole('button', { name: /^Remove/ }).click();
  await expect(item).toBeHidden();
  // Removing reads the queue again: the menu shows what is left (no badge when nothing is).
  await userMenuButton(page).click();
  const left = page.locator('#user-menu').getByRole('link', { name: /^Share Panel/ });
  await expect(left).toHaveAccessibleName(before === 0 ? 'Share Panel' : savedShares(before));
});

test('the tweet preview counts weighted characters: orange under 10, red and Tweet now disabled below 0', async ({
  page,
}) => {
  await signIn(page, 'mayachen@nervus.test');
  await page.goto(main(PATH));
  await sharePanel(page).getByRole('button', { name: 'X (Twitter)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share on X (Twitter)' });
  const text = dialog.getByLabel('Your tweet');
  const count = dialog.locator('.tweet-count');
  const tweetNow = dialog.getByRole('button', { name: 'Tweet now' });

  await text.fill(`${'a'.repeat(248)} https://example.com/${'x'.repeat(60)}`);
  await expect(count).toHaveText(/^8/);
  await expect(count).toHaveClass(/tweet-count-warn/);
  await expect(tweetNow).toBeEnabled();

  // CJK weighs 2: 140 characters fill the tweet, one more is over.
  await text.fill('中'.repeat(141));
  await expect(count).toHaveText(/^-2/);
  await expect(count).toHaveClass(/tweet-count-over/);
  await expect(text).toHaveAttribute('aria-invalid', 'true');
  await expect(tweetNow).toBeDisabled();
  await screenshots(page, 'tweet-preview-over');

  await text.fill('中'.repeat(140));
  await expect(count).toHaveText(/^0/);
  await expect(tweetNow).toBeEnabled();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});

test('a visitor who signs up through a scout link appears among the scout’s recruits', async ({ page, browser }) => {
  await signIn(page, 'mayachen@nervus.test');
  await page.goto(main(PATH));
  // The page kept for players shows the plain link until the player's own (with their scout id) comes.
  const field = sharePanel(page).getByLabel('Link to this challenge');
  await expect(field).toHaveValue(/scout_id=\d+/);
  const link = await field.inputValue();

  const unique = Date.now().toString(36);
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(link);
  await visitor.getByRole('link', { name: 'Create Account' }).first().click();
  await visitor.waitForURL(/\/accounts\/signup\?.*scout_id=\d+/);
  await visitor.getByLabel('First name').fill('Rita');
  await visitor.getByLabel('Last name').fill('Recruit');
  await visitor.getByLabel('Screen name').fill(`rita_${unique}`);
  await visitor.getByLabel('Email').fill(`rita.${unique}@example.org`);
  await visitor.getByLabel('Password').fill('a-long-password');
  await visitor.getByRole('button', { name: /create account/i }).click();
  await expectSignedIn(visitor);
  await visitorContext.close();

  await sharePanel(page).getByRole('link', { name: 'Your Recruits' }).click();
  await expect(page).toHaveURL(main('/MayaChen/my-dashboard/scout/recruits'));
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: `@rita_${unique}` }) });
  await expect(row).toBeVisible();
  // Nothing earned yet reads 0, not 0.000 (lib/numbers.ts).
  await expect(row).toContainText('0 neurons');
  await screenshots(page, 'scout-recruits');
});

test('the share images: a challenge’s and a player’s platform’s og:image answer a PNG', async ({ page }) => {
  for (const [path, image] of [
    [PATH, `${PATH}/og-image`],
    ['/MayaChen', '/MayaChen/og-image'],
  ]) {
    await page.goto(main(path));
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', main(image));
    const res = await page.goto(main(image));
    expect(res?.status(), image).toBe(200);
    expect(res!.headers()['content-type']).toBe('image/png');
    expect([...(await res!.body()).subarray(1, 4)]).toEqual([0x50, 0x4e, 0x47]);
  }
});
