// Issue 22, the look of the game: every community is listed and looks like itself, and the
// accounts pages look like the product and say every problem of a form at once.
import { expect, test } from '@playwright/test';
import { community, main, screenshots, signIn } from './helpers';

test('the communities page lists every community, each linking to its own site in its colour', async ({ page }) => {
  await page.goto(main('/'));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Communities' }).click();
  await expect(page).toHaveURL(main('/communities'));
  await expect(page.getByRole('heading', { level: 1, name: 'Communities' })).toBeVisible();
  const cards = page.locator('.community-card');
  await expect(cards).toHaveCount(14);
  const comedy = cards.filter({ hasText: 'Punchline Lab' });
  await expect(comedy.getByRole('link', { name: 'Punchline Lab' })).toHaveAttribute('href', community('comedy', '/'));
  await expect(comedy).toHaveCSS('border-top-color', 'rgb(162, 28, 175)');
  // The main community is marked as the one the visitor is on.
  await expect(page.getByRole('link', { name: 'Nervus', exact: true }).and(page.locator('[aria-current]'))).toHaveCount(
    1,
  );

  // On its own site, the community's colour paints its masthead and top bar, its icon the brand.
  await comedy.getByRole('link', { name: 'Punchline Lab' }).click();
  await expect(page).toHaveURL(community('comedy', '/'));
  await expect(page.locator('.masthead')).toHaveClass(/masthead-community/);
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCSS('border-top-color', 'rgb(162, 28, 175)');
  await expect(page.locator('.brand .brand-community-icon svg')).toBeVisible();
  // The main community keeps the product's look.
  await page.goto(main('/'));
  await expect(page.locator('.masthead')).not.toHaveClass(/masthead-community/);
  await expect(page.locator('.brand svg.logo')).toBeVisible();
});

test('sign-up in the product’s look says every problem at once and names the community', async ({ page }) => {
  await page.goto(community('comedy', '/'));
  await page.getByRole('link', { name: 'Create Account' }).first().click();
  await page.waitForURL(/\/accounts\/signup/);
  await expect(page.getByRole('heading', { level: 1, name: 'Join Punchline Lab' })).toBeVisible();
  await expect(page.getByText(/Joining/)).toHaveCount(0);
  // The same logo (an SVG, not an emoji) and pill buttons as the web app.
  await expect(page.locator('.brand svg')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create account' })).toHaveCSS('border-radius', '999px');

  // A taken screen name, a malformed email and a short password, sent together: all three are said.
  await page.getByLabel('First name').fill('Twin');
  await page.getByLabel('Screen name').fill('AdaLovelace');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Password').fill('short');
  await page.getByRole('button', { name: 'Create account' }).click();
  const summary = page.getByRole('alert');
  await expect(summary).toContainText('3 fields need a look');
  await expect(page.locator('#screen_name-error')).toHaveText('That screen name is taken.');
  await expect(page.locator('#email-error')).toBeVisible();
  await expect(page.locator('#password-error')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  // Each line of the summary takes the player to its field.
  await summary.getByRole('link', { name: 'Screen name' }).click();
  await expect(page).toHaveURL(/#screen_name$/);

  // Sign-in likewise: both empty fields at once, not one browser bubble at a time.
  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Punchline Lab' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('2 fields need a look');
  await expect(page.locator('#email-error')).toHaveText('Enter your email.');
  await expect(page.locator('#password-error')).toHaveText('Enter your password.');
});

test('an owner sets their community’s colour, icon and slogan; its site shows them at once', async ({ page }) => {
  await signIn(page, 'samokafor@nervus.test');
  await page.goto(main('/communities'));
  // Sam owns Venture Forge and nothing else: one Edit link, his.
  await expect(page.getByRole('link', { name: /^Edit settings/ })).toHaveCount(1);
  await page.getByRole('link', { name: 'Edit settings of Venture Forge' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Venture Forge: settings' })).toBeVisible();

  // A malformed colour is refused with its message and nothing typed is lost.
  const slogan = page.getByLabel('Slogan');
  await slogan.fill('Forge it before the market does');
  await page.getByRole('textbox', { name: 'Colour', exact: true }).fill('#12345');
  await page.getByRole('button', { name: 'Save community' }).click();
  await expect(page.getByText('Choose a colour as #rrggbb, for example #a21caf.')).toBeVisible();
  await expect(slogan).toHaveValue('Forge it before the market does');

  // Keyboard only: the icon picker is a radio group.
  await page.getByRole('textbox', { name: 'Colour', exact: true }).fill('#0e7490');
  await page.getByRole('radio', { name: 'Rocket' }).check();
  await expect(page.getByTestId('community-preview')).toHaveCSS('background-color', 'rgb(14, 116, 144)');
  await screenshots(page, 'community-settings');
  await page.getByRole('button', { name: 'Save community' }).click();
  await expect(page.getByText('Community settings saved.')).toBeVisible();

  await page.goto(community('business', '/'));
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCSS('border-top-color', 'rgb(14, 116, 144)');
  await expect(page.getByText('Forge it before the market does').first()).toBeVisible();
  await page.goto(main('/communities'));
  await expect(page.locator('.community-card').filter({ hasText: 'Venture Forge' })).toHaveCSS(
    'border-top-color',
    'rgb(14, 116, 144)',
  );
  // Someone else's community settings are not a page for Sam.
  const other = await page.goto(main('/admin-dashboard/communities/comedy'));
  expect(other?.status()).toBe(404);
});
