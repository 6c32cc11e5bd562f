// Account recovery (issue 19 §5): a player who forgot their password asks for a link on the
// gateway; without SMTP_URL the mail waits in the outbox, where an admin reads it (the offline
// demo's only delivery); the link sets a new password once, the old password stops working and the
// new one signs in. A new player resends the confirmation link and invites a friend by email.
import { expect, test, type Page } from '@playwright/test';
import { expectSignedIn, GATEWAY_URL, main, signIn, signOut } from './helpers';

const OLD_PASSWORD = 'an-old-password';
const NEW_PASSWORD = 'a-brand-new-password';

/** Signs up a fresh player through the UI and (unless told) signs them out again. */
async function signUpFresh(page: Page, unique: string, stayIn = false) {
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
  if (stayIn) return email;
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

/** The plain-text part of the newest outbox mail with this subject to this address, read by an admin. */
async function outboxText(admin: Page, subject: string | RegExp, to: string): Promise<string> {
  await admin.goto(main('/admin-dashboard/email'));
  const mail = admin
    .getByRole('article')
    .filter({ has: admin.getByRole('heading', { name: subject }) })
    .filter({ hasText: `To ${to}` })
    .first();
  await expect(mail).toBeVisible();
  await mail.getByText('Plain text').click();
  return (await mail.locator('pre').first().textContent()) ?? '';
}

test('a new player resends the confirmation email and invites a friend, both through the outbox', async ({
  browser,
}) => {
  const playerContext = await browser.newContext();
  const adminContext = await browser.newContext();
  const player = await playerContext.newPage();
  const admin = await adminContext.newPage();
  try {
    const unique = Date.now().toString(36);
    const email = await signUpFresh(player, unique, true);
    await signIn(admin, 'admin@nervus.test');

    // Not confirmed yet: Security offers a new link, which the outbox holds (issue 19 §5).
    await player.goto(main('/my-account/security'));
    await expect(player.getByText('Not confirmed yet: follow the link we mailed you at sign-up.')).toBeVisible();
    await player.getByRole('button', { name: 'Resend the confirmation email' }).click();
    await expect(player.getByText('A new confirmation link is on its way.')).toBeVisible();
    expect(await outboxText(admin, 'Confirm your email for Nervus', email)).toMatch(/https?:\/\/\S+/);

    // The scout dashboard invites someone by email; the mail's sign-up link credits the player.
    const friend = `friend.${unique}@example.org`;
    await player.goto(main(`/rosa_${unique}/my-dashboard/scout`));
    const invite = player.getByRole('form', { name: 'Invite someone' });
    await invite.getByLabel('Their email').fill(friend);
    await invite.getByLabel('A note (optional)').fill('Come and rate my ideas.');
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await expect(invite.getByRole('status')).toHaveText('Invitation sent.');
    const text = await outboxText(admin, 'Rosa Reset invites you to Nervus', friend);
    expect(text).toContain('Come and rate my ideas.');
    expect(text).toMatch(/\/accounts\/signup\?scout_id=\d+/);

    // A member cannot be invited: the error shows beside the email.
    await invite.getByLabel('Their email').fill(email);
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await expect(invite.getByText('That person already has an account.')).toBeVisible();
  } finally {
    await playerContext.close();
    await adminContext.close();
  }
});
