import { expect, test } from '@playwright/test';
import {
  community,
  expectSignedIn,
  main,
  refusedSessionCookie,
  screenshots,
  signIn,
  signOut,
  userMenuButton,
} from './helpers';

test('sign up -> dashboard -> sign out, and bn_auth never reaches JavaScript', async ({ page, context }) => {
  const unique = Date.now().toString(36);
  await page.goto(main('/'));
  await page.getByRole('link', { name: 'Create Account' }).first().click();
  await page.waitForURL(/\/accounts\/signup/);
  await page.getByLabel('First name').fill('Grace');
  await page.getByLabel('Last name').fill('Tester');
  await page.getByLabel('Screen name').fill(`grace_${unique}`);
  await page.getByLabel('Email').fill(`grace.${unique}@example.org`);
  await page.getByLabel('Password').fill('a-long-password');
  await page.getByRole('button', { name: /create account/i }).click();

  await page.waitForURL(new RegExp(`/grace_${unique}/my-dashboard`));
  await expect(page.getByRole('heading', { name: 'Welcome, Grace' })).toBeVisible();
  // A new player's dashboard says what to do first instead of a row of zeros.
  await expect(page.getByRole('heading', { name: 'Start here' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Take the tour' })).toHaveAttribute('href', '/?tour=start-guide');
  await screenshots(page, 'dashboard');

  const cookies = await context.cookies();
  const session = cookies.find((c) => c.name === 'bn_auth');
  expect(session?.httpOnly).toBe(true);
  expect(session?.domain.replace(/^\./, '')).toBe('nervus.localhost');
  expect(await page.evaluate(() => document.cookie)).not.toContain('bn_auth');

  await signOut(page);
  await page.waitForURL(main('/'));
  await expect(page.getByRole('link', { name: 'Sign In', exact: true })).toBeVisible();
  expect((await context.cookies()).find((c) => c.name === 'bn_auth')).toBeUndefined();

  // Sign-out revoked the token: a copy of the old cookie signs nobody in.
  await context.addCookies([session!]);
  // Not even its name: next-auth's session endpoint answers no session for it (issue 15 item 7).
  // Asked from the page: the browser, not Node, resolves the test hosts.
  const replayed = await page.evaluate(async (url) => (await fetch(url)).json(), main('/api/auth/session'));
  expect(replayed).toEqual({});
  await context.addCookies([session!]);
  await page.goto(main('/'));
  await expect(page.getByRole('link', { name: 'Sign In', exact: true })).toBeVisible();
  await expect.poll(async () => (await context.cookies()).some((c) => c.name === 'bn_auth')).toBe(false);
});

test('a sign-in on the main site is valid on a community', async ({ page }) => {
  await signIn(page, 'admin@nervus.test');
  await page.goto(community('comedy'));
  await expectSignedIn(page);
  await userMenuButton(page).click();
  await expect(page.getByRole('link', { name: 'My Dashboard' })).toBeVisible();
});

test('wrong password shows the accounts error and keeps the email', async ({ page }) => {
  await page.goto(main('/'));
  await page.getByRole('link', { name: 'Sign In', exact: true }).click();
  await page.waitForURL(/\/accounts\/gateway/);
  await page.getByLabel('Email').fill('admin@nervus.test');
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.locator('[role=alert]').first()).toContainText(
    'We could not find a user with that email and password.',
  );
  await expect(page.getByLabel('Email')).toHaveValue('admin@nervus.test');
});

test('the signed-in navbar fits one row at 1280 px, also on a community with a long title', async ({ page }) => {
  await signIn(page, 'marcusjohnson@nervus.test');
  for (const url of [main('/'), community('comedy'), community('spaces')]) {
    await page.goto(url);
    const box = await page.locator('nav.navbar').boundingBox();
    expect(box!.height).toBeLessThan(70);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
  }
  await screenshots(page, 'navbar-signed-in');
});

test('/me/my-dashboard, where sign-in lands, is the signed-in user’s own dashboard', async ({ page }) => {
  await page.goto(main('/me/my-dashboard'));
  await page.waitForURL(/\/accounts\/gateway/);
  await signIn(page, 'adalovelace@nervus.test');
  await page.goto(main('/me/my-dashboard?tab=received'));
  await expect(page).toHaveURL(main('/AdaLovelace/my-dashboard?tab=received'));
  await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();

  // Her own platform shows her level; another player's shows 'n/a'.
  await page.goto(main('/AdaLovelace'));
  await expect(page.getByText(/@AdaLovelace · Level \d+$/)).toBeVisible();
  await page.goto(main('/MayaChen'));
  await expect(page.getByText('@MayaChen · Level n/a')).toBeVisible();
});

test('a session whose token the provider refuses is ended and the page shows signed out', async ({ page, context }) => {
  await context.addCookies([await refusedSessionCookie()]);
  await page.goto(main('/'));
  await expect(page.getByRole('link', { name: 'Sign In', exact: true })).toBeVisible();
  await expect.poll(async () => (await context.cookies()).some((c) => c.name === 'bn_auth')).toBe(false);
});
