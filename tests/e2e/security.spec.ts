// Security review fixes (issue 15 items 2 and 4) through a real browser: a `?token=` link does not
// replace or shadow the session, and only our own hosts pass the BFF's Origin check.
import { expect, test } from '@playwright/test';
import { community, expectSignedIn, main, ROOT, signIn, userMenuButton } from './helpers';

test('a ?token=&shadow=true link neither shadows nor replaces the signed-in session', async ({ page, context }) => {
  await signIn(page, 'adalovelace@nervus.test');
  await page.goto(main('/?token=attacker-token&shadow=true'));
  await expect(page).toHaveURL(main('/'));
  expect((await context.cookies()).some((c) => c.name === 'bn_auth_shadow')).toBe(false);
  await expect(page.getByRole('status').filter({ hasText: 'Shadow mode' })).toHaveCount(0);
  await expectSignedIn(page);
  await expect(userMenuButton(page)).toHaveText(/@AdaLovelace/);
});

test('a ?token= link does not sign a visitor in', async ({ page, context }) => {
  await page.goto(main('/send-feedback?token=attacker-token&about=x'));
  await expect(page).toHaveURL(main('/send-feedback?about=x'));
  expect((await context.cookies()).some((c) => c.name.startsWith('bn_auth'))).toBe(false);
  await expect(page.getByRole('link', { name: 'Sign In', exact: true })).toBeVisible();
});

test("a sibling subdomain's Origin is refused; a real community's passes", async ({ page, context }) => {
  await signIn(page, 'adalovelace@nervus.test');
  // A forged Origin needs a client other than the browser (which never lets a page set it); the
  // test's request goes to the loopback address the browser's host rules map nervus.localhost to.
  const cookie = (await context.cookies(main('/'))).map((c) => `${c.name}=${c.value}`).join('; ');
  const put = (origin: string) =>
    page.request.put(`http://127.0.0.1:${ROOT.split(':')[1]}/api/me/profile`, {
      headers: { host: ROOT, origin, cookie },
      data: { first_name: '' },
    });
  const sibling = await put(`http://evil.${ROOT}`);
  expect(sibling.status()).toBe(403);
  expect(await sibling.json()).toEqual({ errors: [{ field: '*', error: 'Cross-site requests are not allowed.' }] });
  // Past the Origin check, the (deliberately invalid) body is what gets refused.
  expect((await put(community('comedy', ''))).status()).toBe(422);
  expect((await put(`http://${ROOT}`)).status()).toBe(422);
});
