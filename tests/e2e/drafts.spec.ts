// Server drafts (spec 2 §4, §7, §8): Save creates a draft and then updates it, the list shows
// '(No title)' before a title is written and 'No items saved yet.' when empty, a saved draft opens
// on step 2 from the list, a failed save keeps the form, and publishing removes the draft.
import { expect, test, type Page } from '@playwright/test';
import { chooseCategory, chooseRandomImage, main, screenshots, signIn } from './helpers';

async function savedDrafts(page: Page) {
  await page.getByRole('button', { name: 'Saved drafts' }).click();
  return page.getByRole('dialog', { name: 'Saved drafts' });
}

test('save, reopen from the list on step 2, save again, publish: the draft is gone', async ({ page }) => {
  const title = `What could make a school garden grow all year ${Date.now().toString(36)}`;
  await signIn(page, 'adalovelace@nervus.test');
  await page.goto(main('/challenges/create'));
  let dialog = await savedDrafts(page);
  await expect(dialog.getByText('No items saved yet.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  await chooseCategory(page, /Local & Civics/, /Transit/);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Your question is saved. Find it again under Saved drafts.')).toBeVisible();
  dialog = await savedDrafts(page);
  await expect(dialog.getByRole('link', { name: '(No title)' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();

  // A failed save says so and keeps what was typed.
  await page.getByLabel('Question Title').fill(title);
  await page
    .getByLabel('Question Details')
    .fill('Winter ends the school garden in October; pupils lose the habit before spring.');
  await page.route('**/api/drafts/*', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ errors: [{ field: '*', error: 'Something went wrong, please try again later.' }] }),
    }),
  );
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.locator('.toast-error')).toContainText('Something went wrong, please try again later.');
  await expect(page.getByLabel('Question Title')).toHaveValue(title);
  await page.unroute('**/api/drafts/*');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Your question is saved. Find it again under Saved drafts.').last()).toBeVisible();

  // Start over clears the form; the saved draft opens again on step 2.
  await page.getByRole('button', { name: 'Start over' }).click();
  await page.getByRole('alertdialog', { name: 'Start over?' }).getByRole('button', { name: 'Start over' }).click();
  await expect(page.getByRole('heading', { name: 'Choose a category' })).toBeVisible();
  dialog = await savedDrafts(page);
  await expect(dialog.getByRole('listitem')).toHaveCount(1);
  await screenshots(page, 'drafts-list');
  await dialog.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { name: 'Question & Description' })).toBeVisible();
  await expect(page.getByLabel('Question Title')).toHaveValue(title);
  await expect(page).toHaveURL(main('/challenges/create'));

  // Publishing it removes the draft, even when the person leaves at once.
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await chooseRandomImage(page);
  for (let i = 0; i < 6; i++) await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Publish & Share' }).click();
  await expect(page.getByText('Your question is live on Nervus.')).toBeVisible();
  await page.goto(main('/challenges/create'));
  await expect((await savedDrafts(page)).getByText('No items saved yet.')).toBeVisible();
});

test('a draft of another person cannot be opened by address', async ({ browser }) => {
  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await signIn(owner, 'mayachen@nervus.test');
  await owner.goto(main('/challenges/create'));
  await chooseCategory(owner, /Local & Civics/, /Transit/);
  const saved = owner.waitForResponse((res) => res.url().endsWith('/api/drafts') && res.request().method() === 'POST');
  await owner.getByRole('button', { name: 'Save', exact: true }).click();
  const id = (await (await saved).json()).data.id as number;

  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await signIn(other, 'junopark@nervus.test');
  await other.goto(main(`/challenges/create?draft=${id}`));
  await expect(other.locator('.toast-error')).toContainText('This draft does not exist.');
  await expect(other.getByRole('heading', { name: 'Choose a category' })).toBeVisible();
  await ownerContext.close();
  await otherContext.close();
});

test('a catalyst copies a challenge into a new draft; visitors and others see no Copy', async ({ page }) => {
  await page.goto(main('/MayaChen'));
  const first = page.locator('.challenge-card h3 a[href^="/challenges/"]').first();
  const path = (await first.getAttribute('href'))!;
  const title = (await first.textContent())!.replace(/\?$/, '');
  await page.goto(main(path));
  await expect(page.getByRole('button', { name: 'Copy this challenge' })).toHaveCount(0);

  await signIn(page, 'mayachen@nervus.test', undefined, main(path));
  await page.getByRole('button', { name: 'Copy this challenge' }).click();
  await expect(page).toHaveURL(/\/challenges\/(create|test-idea)$/);
  // Opened on step 2 of its variant; the preview shows the copied question.
  await expect(page.locator('.preview-title')).toHaveText(`${title}?`);
  const dialog = await savedDrafts(page);
  await expect(dialog.getByRole('link', { name: title })).toBeVisible();
});
