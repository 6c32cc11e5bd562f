import { expect, type Page, type Request } from '@playwright/test';

import { PROVIDER_PORT, WEB_PORT } from '@/tests/e2e/ports';

export { PROVIDER_PORT };
export const ROOT = `nervus.test:${WEB_PORT}`;
/** The accounts gateway's address, as a pattern for waitForURL. */
export const GATEWAY_URL = new RegExp(`accounts\\.nervus\\.test:${PROVIDER_PORT}/accounts/gateway`);
export const main = (path = '/') => `http://${ROOT}${path}`;
export const community = (slug: string, path = '/') => `http://${slug}.${ROOT}${path}`;
export const DEMO_PASSWORD = 'nervus-demo';

/** Signs in through the accounts gateway, starting from the navbar's Sign In button. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD, start = main('/')) {
  await page.goto(start);
  await page.getByRole('link', { name: 'Sign In', exact: true }).click();
  await page.waitForURL(/\/accounts\/gateway/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
}

export async function screenshots(page: Page, name: string) {
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
  const sizes: Promise<number>[] = [];
  const onFinished = (request: Request) => {
    if (request.resourceType() === 'script')
      sizes.push(
        request.sizes().then(
          (s) => s.responseBodySize,
          () => 0,
        ),
      );
  };
  page.on('requestfinished', onFinished);
  await page.goto(url, { waitUntil: 'load' });
  page.off('requestfinished', onFinished);
  return (await Promise.all(sizes)).reduce((a, b) => a + b, 0) / 1024;
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
