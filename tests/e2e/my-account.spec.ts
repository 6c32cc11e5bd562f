import { expect, test, type Page } from '@playwright/test';
import { community, DEMO_PASSWORD, main, screenshots as screenshotsAt, signIn } from './helpers';

// A player no other journey edits, so the assertions below own their data.
const PLAYER = { email: 'noorhaddad@nervus.test', screenName: 'NoorHaddad' };

/** Full-page shots from the top, with no field focused, so the sticky navbar sits where it should. */
async function screenshots(page: Page, name: string) {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  await screenshotsAt(page, name);
}

async function save(page: Page, name: string, toast: string) {
  await page.getByRole('button', { name }).click();
  await expect(page.locator('.toast').filter({ hasText: toast })).toBeVisible();
}

test('signed out, every /my-account path goes to the accounts gateway and back', async ({ page }) => {
  await page.goto(main('/my-account'));
  await page.waitForURL(/\/accounts\/gateway/);
  await page.goto(main('/my-account/security'));
  await page.waitForURL(/\/accounts\/gateway/);
  await page.goto(main('/my-account/main'));
  await page.waitForURL(/\/accounts\/gateway/);
  await page.getByLabel('Email').fill(PLAYER.email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(main('/my-account/main'));
  await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
});

test('account overview, sections and the bare /my-account redirect', async ({ page }) => {
  await signIn(page, PLAYER.email);
  await page.goto(main('/my-account'));
  await page.waitForURL(main('/my-account/main'));
  const summary = page.getByRole('region', { name: 'Your account' });
  await expect(summary).toContainText(`@${PLAYER.screenName}`);
  await expect(summary).toContainText(PLAYER.email);
  await expect(summary.getByRole('link', { name: 'Crossroads' })).toHaveAttribute(
    'href',
    new RegExp(`^${community('life').replace(/\/$/, '').replace(/\./g, '\\.')}`),
  );
  await expect(
    page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'My Home' }),
  ).toHaveAttribute('href', `/${PLAYER.screenName}`);
  await expect(page.locator('.sidebar a[aria-current="page"]')).toHaveText('Account');
  await screenshots(page, 'my-account-main');

  await page
    .locator('.account-sections')
    .getByRole('link', { name: /Payment wallets/ })
    .click();
  await expect(page.getByRole('heading', { level: 2, name: 'Balance' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Add funds' })).toBeVisible();
  await screenshots(page, 'my-account-payment-wallets');
  await page.goto(main('/my-account/organization'));
  await expect(page.getByRole('heading', { level: 2, name: 'Your organizations' })).toBeVisible();
  await screenshots(page, 'my-account-organization');
  await page.goto(main('/my-account/security'));
  await expect(page.getByRole('heading', { name: `Signed in as ${PLAYER.email}` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign out of this browser' })).toBeVisible();
  await screenshots(page, 'my-account-security');
  expect((await page.goto(main('/my-account/no-such-section')))?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});

test('profile: edit bio and an interest, see them on the platform; a 422 keeps typed text', async ({ page }) => {
  await signIn(page, PLAYER.email);
  await page.goto(main('/my-account/profile'));
  const interests = page.getByRole('textbox', { name: 'Interests (up to 3)' });
  await expect(page.getByRole('button', { name: /^Remove / })).toHaveCount(3);
  // Full list: a fourth is refused and stays in the field; Backspace on the empty field removes the last.
  await interests.fill('negotiation');
  await interests.press('Enter');
  await expect(page.getByText('You can add up to 3. Remove one first.')).toBeVisible();
  await interests.fill('');
  await interests.press('Backspace');
  await expect(page.getByRole('button', { name: 'Remove psychology' })).toHaveCount(0);
  await interests.fill('negotiation');
  await interests.press('Enter');
  await expect(page.getByRole('button', { name: 'Remove negotiation' })).toBeVisible();
  await expect(interests).toHaveValue('');

  const bio = page.getByLabel('Bio (optional)');
  await bio.fill('Career coach. Ask me about **salary talks**.');
  await expect(
    page.getByText(`${1000 - 'Career coach. Ask me about **salary talks**.'.length} characters left`),
  ).toBeVisible();
  await screenshots(page, 'my-account-profile');
  await save(page, 'Save profile', 'Profile saved.');

  await page.goto(main(`/${PLAYER.screenName}`));
  const header = page.locator('header.masthead');
  await expect(header.locator('.bio strong')).toHaveText('salary talks');
  await expect(header.getByRole('list', { name: 'Interests' })).toContainText('negotiation');
  await expect(header.getByRole('list', { name: 'Interests' })).not.toContainText('psychology');

  // Server validation: the first name is required; everything typed stays, the error clears on edit.
  await page.goto(main('/my-account/profile'));
  await page.getByLabel('First name').fill('');
  await bio.fill('Typed before the error');
  await page.getByRole('button', { name: 'Save profile' }).click();
  const firstName = page.getByLabel('First name');
  await expect(page.locator('#first_name-error')).toHaveText('This field is required');
  await expect(firstName).toHaveAttribute('aria-invalid', 'true');
  await expect(bio).toHaveValue('Typed before the error');
  await expect(page.getByRole('button', { name: 'Remove negotiation' })).toBeVisible();
  await firstName.fill('Noor');
  await expect(page.locator('#first_name-error')).toHaveCount(0);
});

test('email and platform preferences persist across a reload', async ({ page }) => {
  await signIn(page, PLAYER.email);
  await page.goto(main('/my-account/email-preferences'));
  const news = page.getByLabel('Product news');
  await expect(news).not.toBeChecked();
  await news.check();
  await screenshots(page, 'my-account-email-preferences');
  await save(page, 'Save email preferences', 'Email preferences saved.');
  await page.reload();
  await expect(page.getByLabel('Product news')).toBeChecked();
  await expect(page.getByLabel(/^My game digest/)).toBeChecked();

  await page.goto(main('/my-account/platform-preferences'));
  await page.getByLabel('Default landing community').selectOption({ label: 'Punchline Lab' });
  await page.getByLabel('Ranks').check();
  await page.getByRole('switch', { name: 'Show helpful tips' }).uncheck();
  await save(page, 'Save platform preferences', 'Platform preferences saved.');
  await page.reload();
  await expect(page.getByLabel('Default landing community')).toHaveValue('comedy');
  await expect(page.getByLabel('Ranks')).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Show helpful tips' })).not.toBeChecked();
  await screenshots(page, 'my-account-platform-preferences');
});

test('social handles and the custom masthead show on the platform', async ({ page }) => {
  await signIn(page, PLAYER.email);
  await page.goto(main('/my-account/social'));
  await page.getByLabel('GitHub').fill('https://github.com/noor');
  await page.getByRole('button', { name: 'Save social accounts' }).click();
  await expect(page.locator('#social-github-error')).toContainText('Enter the handle only');
  await screenshots(page, 'my-account-social');
  await page.getByLabel('GitHub').fill('@noor-h');
  await save(page, 'Save social accounts', 'Social accounts saved.');

  await page.goto(main('/my-account/custom-masthead'));
  const url = page.getByLabel('Or a link to a background image');
  await url.fill('http://images.example.org/wide.jpg');
  await page.getByRole('button', { name: 'Save masthead' }).click();
  await expect(page.locator('#masthead_background_image-error')).toHaveText(
    'Use an https:// link to an image, or leave it empty.',
  );
  await url.fill('https://images.example.org/wide.jpg');
  await save(page, 'Save masthead', 'Masthead saved.');
  await screenshots(page, 'my-account-masthead');

  await page.goto(main(`/${PLAYER.screenName}`));
  const header = page.locator('header.masthead');
  await expect(header).toHaveAttribute('style', /images\.example\.org\/wide\.jpg/);
  await expect(header.getByRole('link', { name: 'github' })).toHaveAttribute('href', 'https://github.com/noor-h');
  await header.getByRole('link', { name: 'Edit Masthead' }).click();
  await page.waitForURL(main('/my-account/custom-masthead'));
  await page.getByRole('button', { name: 'Remove image' }).click();
  await expect(page.locator('.toast').filter({ hasText: 'Masthead saved.' })).toBeVisible();
  await page.goto(main(`/${PLAYER.screenName}`));
  await expect(page.locator('header.masthead')).not.toHaveAttribute('style', /images\.example\.org/);
});
