import { expect, type Browser, type BrowserContext, type Locator, type Page, type Request } from '@playwright/test';
import { encode } from 'next-auth/jwt';
import { DEV_DEFAULTS } from '@/lib/dev-defaults';

import { PROVIDER_PORT, WEB_PORT } from '@/tests/e2e/ports';

export { PROVIDER_PORT };
export const ROOT = `nervus.localhost:${WEB_PORT}`;
/** The accounts gateway's address, as a pattern for waitForURL. */
export const GATEWAY_URL = new RegExp(`accounts\\.nervus\\.localhost:${PROVIDER_PORT}/accounts/gateway`);
export const main = (path = '/') => `http://${ROOT}${path}`;
export const community = (slug: string, path = '/') => `http://${slug}.${ROOT}${path}`;
export const DEMO_PASSWORD = 'nervus-demo';

/**
 * A demo player's cookies after their first sign-in in this worker (each worker has its own servers
 * and database). The gateway round trip costs three page loads; the journeys sign in ~90 times.
 */
const signedInCookies = new Map<string, Awaited<ReturnType<BrowserContext['cookies']>>>();

/**
 * Signs in through the accounts gateway, starting from the navbar's Sign In button. A demo player
 * signed in before in this worker gets that session's cookies back instead, when the session is
 * still live (a sign-out, suspension or password change ends it: then through the gateway again).
 */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD, start = main('/')) {
  const handle = /^([a-z0-9]+)@nervus\.test$/i.exec(email)?.[1]?.toLowerCase();
  const cached = password === DEMO_PASSWORD && handle ? signedInCookies.get(email) : undefined;
  if (cached) {
    await page.context().addCookies(cached);
    await page.goto(start);
    const signInLink = page.getByRole('link', { name: 'Sign In', exact: true });
    await expect(userMenuButton(page).or(signInLink).first()).toBeVisible();
    const menu = (await userMenuButton(page).isVisible()) ? await userMenuButton(page).innerText() : '';
    if (menu.toLowerCase().replace(/\s/g, '').startsWith(`@${handle}`)) return;
    signedInCookies.delete(email);
  }
  await page.goto(start);
  await page.getByRole('link', { name: 'Sign In', exact: true }).click();
  await page.waitForURL(/\/accounts\/gateway/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expectSignedIn(page);
  if (password === DEMO_PASSWORD && handle) signedInCookies.set(email, await page.context().cookies());
}

/** The signed-in navbar's user menu button, named by the player's handle (issue 22's regrouped menu). */
export const userMenuButton = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: /^@/ });

/** Signed in: the navbar shows the user menu (Sign Out sits inside it). */
export async function expectSignedIn(page: Page, options?: { timeout?: number }) {
  await expect(userMenuButton(page)).toBeVisible(options);
}

/** A browser context of its own, signed in as `email`: one person of a journey with several. */
export async function signedInContext(browser: Browser, email: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email);
  return { context, page };
}

/** A well-sealed session cookie whose token the provider never issued (expired or revoked alike). */
export async function refusedSessionCookie() {
  const jwt = await encode({
    token: { accessToken: 'revoked-or-expired-token' },
    secret: DEV_DEFAULTS.sessionSecret,
    maxAge: 3600,
  });
  return {
    name: 'bn_auth',
    value: jwt,
    domain: '.nervus.localhost',
    path: '/',
    httpOnly: true,
    sameSite: 'Lax' as const,
  };
}

/** Signs out through the user menu. */
export async function signOut(page: Page) {
  await userMenuButton(page).click();
  await page.getByRole('button', { name: 'Sign Out' }).click();
}

/** Screens at both breakpoints, for a person to look at; `npm test` turns them off (README). */
export async function screenshots(page: Page, name: string) {
  if (process.env.E2E_SCREENSHOTS === '0') return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `tests/e2e/screens/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The creation flow's category step: a group tile, then a leaf tile (spec 2 §2). */
export async function chooseCategory(page: Page, group: RegExp, leaf: RegExp) {
  await expect(page.getByRole('heading', { name: 'Choose a category' })).toBeVisible();
  await page.getByRole('button', { name: group }).click();
  await expect(page.getByRole('button', { name: 'All Categories' })).toBeVisible();
  // Local civics asks for the place and then takes its first category (spec 2 §2).
  if (group.test('Local & Civics')) return choosePlace(page, 'Portland', /Portland, Oregon/);
  await page.getByRole('button', { name: leaf }).click();
}

/** Types into the place field (local civics) and picks the place from the list by keyboard. */
export async function choosePlace(page: Page, query: string, place: RegExp) {
  const field = page.getByRole('combobox', { name: 'Country, Region, State or City' });
  await field.fill(query);
  await expect(page.getByRole('option', { name: place }).first()).toBeVisible();
  await page.getByRole('option', { name: place }).first().click();
}

/** The image step: the first picture of the random gallery (the library ships with the product). */
export async function chooseRandomImage(page: Page) {
  await expect(page.getByRole('heading', { name: 'Image', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Random images' }).click();
  await page.getByRole('button', { name: /^Use image 1 of 20/ }).click();
  await expect(page.getByRole('img', { name: 'The challenge image' })).toBeVisible();
}

/**
 * The compressed JavaScript a page loads until its load event (DESIGN.md's first-load budget).
 * Chunks loaded later (the Game Dash watcher, lazy controls) are not first load and not counted.
 */
export async function firstLoadScriptsKb(page: Page, url: string): Promise<number> {
  const sizes: Promise<[string, number]>[] = [];
  const onFinished = (request: Request) => {
    if (request.resourceType() === 'script')
      sizes.push(
        request.sizes().then(
          (s) => [request.url(), s.responseBodySize],
          () => [request.url(), 0],
        ),
      );
  };
  page.on('requestfinished', onFinished);
  await page.goto(url, { waitUntil: 'load' });
  page.off('requestfinished', onFinished);
  const scripts = await Promise.all(sizes);
  // E2E_BUDGET_DETAIL=1 lists the scripts, largest first: what to trim when a budget is passed.
  if (process.env.E2E_BUDGET_DETAIL)
    console.log(
      scripts
        .sort((a, b) => b[1] - a[1])
        .map(([src, bytes]) => `${(bytes / 1024).toFixed(2)} kB ${new URL(src).pathname}`)
        .join('\n'),
    );
  return scripts.reduce((sum, [, bytes]) => sum + bytes, 0) / 1024;
}

/**
 * Publishes a challenge through the BFF as the signed-in page (same origin, its cookies): quicker
 * than the creation flow for journeys about what comes after. Answers the status and the body.
 */
export async function publishThroughBff(page: Page, body: Record<string, unknown>) {
  return page.evaluate(async (challenge) => {
    const res = await fetch('/api/challenges', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(challenge),
    });
    return { status: res.status, body: await res.json() };
  }, body);
}

/**
 * Clicks a rating form's 'Rate' and waits for the provider to store it. The form shows the rating
 * as given at once (optimistic), so its status proves nothing about the write: a page closed or
 * reloaded right after it would cancel the request still in flight.
 */
export async function rateAndWait(page: Page, form: Locator) {
  const stored = page.waitForResponse(
    (res) =>
      /\/api\/challenges\/[^/]+\/ratings$/.test(new URL(res.url()).pathname) && res.request().method() === 'POST',
  );
  await form.getByRole('button', { name: 'Rate' }).click();
  expect((await stored).status()).toBe(201);
}
