// A kept page's script policy (server/cache/kept-page-policy.cjs): besides the policy with
// 'unsafe-inline' that proxy.ts sends it, a page from the visitor cache carries a second one that
// names its own inline scripts by hash, so the page runs and a script planted in it would not.
import { createHash } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { expectSignedIn, main, signIn } from './helpers';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

test('a kept page names each of its inline scripts by hash, and runs under that policy', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) violations.push(message.text());
  });
  let kept = (await page.goto(main('/terms-of-service')))!;
  await expect
    .poll(async () => (kept = (await page.goto(main('/terms-of-service')))!).headers()['x-nextjs-cache'])
    .toBe('HIT');
  const policies = (await kept.headersArray())
    .filter((header) => header.name.toLowerCase() === 'content-security-policy')
    .flatMap((header) => header.value.split(/,\s*(?=[a-z-]+-src\b|default-src\b)/));
  const hashed = policies.find((policy) => /'sha256-/.test(policy))!;
  expect(hashed).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+$/);
  expect(hashed).not.toContain('unsafe-inline');

  const html = await kept.text();
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g)];
  expect(inline.length).toBeGreaterThan(0);
  for (const [, body] of inline) expect(hashed).toContain(sha(body));

  // Nothing of the page's own was refused; a script put in afterwards is.
  expect(violations).toEqual([]);
  await page.evaluate(() => {
    const planted = document.createElement('script');
    planted.textContent = 'window.__planted = true';
    document.body.append(planted);
  });
  expect(await page.evaluate(() => (window as { __planted?: boolean }).__planted)).toBeUndefined();
  await expect.poll(() => violations.length).toBeGreaterThan(0);

  // And the page's own code runs: Create Account reads this page's address when it is used.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Create Account' }).click();
  await page.waitForURL(/\/accounts\/signup/);
  expect(new URL(page.url()).searchParams.get('continue')).toContain(encodeURIComponent('/terms-of-service'));
});

test("a challenge page kept for players runs under its hashed policy too, its player's parts included", async ({
  page,
}) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) violations.push(message.text());
  });
  await signIn(page, 'mayachen@nervus.test');
  const path = '/challenges/what-could-make-an-unusual-first-lesson-in-programming';
  const kept = (await page.goto(main(path)))!;
  const policies = (await kept.headersArray()).filter((h) => h.name.toLowerCase() === 'content-security-policy');
  expect(policies.map((h) => h.value).join('\n')).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+(\n|$)/);
  // The parts came (GET /api/me/parts, rendered with the code the slots load) and nothing was refused.
  await expectSignedIn(page);
  await expect(page.getByRole('button', { name: 'Report this challenge' })).toBeVisible();
  expect(violations).toEqual([]);
});

test("a visitor's kept challenge page shows what React streamed into it, under the hashed policy", async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) violations.push(message.text());
  });
  // What waits for a read inside a Suspense boundary comes after the page's first part, with React's
  // script that puts it in place ($RC); that script must be named by the policy.
  for (const path of [
    '/challenges/what-could-make-an-unusual-first-lesson-in-programming',
    '/challenges/how-might-a-small-city-get-more-people-riding-the-bus-without-adding-routes',
  ]) {
    const kept = (await page.goto(main(path)))!;
    const html = await kept.text();
    const hashed = (await kept.headersArray()).find(
      (h) => h.name.toLowerCase() === 'content-security-policy' && h.value.includes("'sha256-"),
    )!.value;
    for (const [, body] of html.matchAll(
      /<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g,
    ))
      expect(hashed).toContain(sha(body));
    const share = page.getByRole('region', { name: 'Share this challenge' });
    await expect(share.getByRole('button', { name: 'Copy' })).toBeVisible();
  }
  expect(violations).toEqual([]);
});
