// Account recovery (issue 19 §5): a player who forgot their password asks for a link on the
// gateway; without SMTP_URL the mail waits in the outbox, where an admin reads it (the offline
// demo's only delivery); the link sets a new password once, the old password stops working and the
// new one signs in.
import { expect, test, type Page } from '@playwright/test';
import { expectSignedIn, GATEWAY_URL, main, signIn, signOut } from './helpers';

const OLD_PASSWORD = 'an-old-password';
const NEW_PASSWORD = 'a-brand-new-password';

/** Signs up a fresh player through the UI and signs them out again. */
async function signUpFresh(page: Page, unique: string) {
  const email = `reset.${unique}@example.org`;
  await page.goto(main('/'));
  await page.getByRole('link', { name: 'Create Account' }).first().click();
  await page.waitForURL(/\/accounts\/signup/);
  await page.getByLabel('First name').fill('Rosa');
  await page.getByLabel('Last name').fill('Reset');
  await page.getByLabel('Screen name').fill(`rosa_${unique}`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(OLD_PASSWORD);
  await page.getByRole('button', { name: /create account/i }).click();
  await page.waitForURL(new RegExp(`/rosa_${unique}/my-dashboard`));
  await signOut(page);
  await page.waitForURL(main('/'));
  return email;
}

/** The gateway's sign-in form, filled and sent, from the navbar's Sign In button. */
async function tryGateway(page: Page, email: string, password: string) {
  await page.goto(main('/'));
  await page.getByRole('link', { name: 'Sign In', exact: true }).click();
  await page.waitForURL(GATEWAY_URL);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('a player resets a forgotten password from the outbox link', async ({ browser }) => {
  const playerContext = await browser.newContext();
  const adminContext = await browser.newContext();
  const player = await playerContext.newPage();
  const admin = await adminContext.newPage();
  try {
    const email = await signUpFresh(player, Date.now().toString(36));

    // "Forgot password?" on the gateway: the answer is the same whether or not the email has an account.
    await player.getByRole('link', { name: 'Sign In', exact: true }).click();
    await player.waitForURL(GATEWAY_URL);
    await player.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(player.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
    await player.getByLabel('Email').fill(email);
    await player.getByRole('button', { name: 'Send reset link' }).click();
    await expect(player.getByRole('status')).toContainText('a link to reset its password is on its way');

    // The admin reads the message in the outbox (no SMTP_URL: the link is shown as it would arrive).
    await signIn(admin, 'admin@nervus.test');
    await admin.goto(main('/admin-dashboard/email'));
    await expect(admin.getByRole('heading', { name: 'Email outbox' })).toBeVisible();
    const mail = admin
      .getByRole('article')
      .filter({ has: admin.getByRole('heading', { name: 'Reset your Nervus password' }) })
      .filter({ hasText: `To ${email}` })
      .first();
    await expect(mail).toBeVisible();
    await mail.getByText('Plain text').click();
    const text = (await mail.locator('pre').first().textContent()) ?? '';
    const link = /https?:\/\/\S+\/accounts\/reset\?token=[\w-]+/.exec(text)?.[0];
    expect(link, 'the reset link in the plain-text part').toBeTruthy();

    // The player follows it and chooses a new password.
    await player.goto(link!);
    await expect(player.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    await expect(player.getByText(email)).toBeVisible();
    await player.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await player.getByLabel('New password again').fill(NEW_PASSWORD);
    // 'Show passwords' (the one script the accounts CSP allows) reveals both fields and hides them again.
    await player.getByRole('button', { name: 'Show passwords' }).click();
    await expect(player.getByLabel('New password again')).toHaveAttribute('type', 'text');
    await expect(player.getByLabel('New password', { exact: true })).toHaveValue(NEW_PASSWORD);
    await player.getByRole('button', { name: 'Hide passwords' }).click();
    await expect(player.getByLabel('New password again')).toHaveAttribute('type', 'password');
    await player.getByRole('button', { name: 'Change password' }).click();
    await expect(player.getByRole('heading', { name: 'Password changed' })).toBeVisible();

    // The link works once.
    await player.goto(link!);
    await expect(player.getByRole('heading', { name: 'Link expired' })).toBeVisible();
    await expect(player.getByText('This reset link has expired or was already used.')).toBeVisible();

    // The old password no longer signs in; the new one does.
    await tryGateway(player, email, OLD_PASSWORD);
    await expect(player.locator('[role=alert]').first()).toContainText(
      'We could not find a user with that email and password.',
    );
    await player.getByLabel('Password').fill(NEW_PASSWORD);
    await player.getByRole('button', { name: 'Sign in' }).click();
    await expectSignedIn(player);
  } finally {
    await playerContext.close();
    await adminContext.close();
  }
});
