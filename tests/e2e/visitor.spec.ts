import { expect, test } from '@playwright/test';
import { community, GATEWAY_URL, main, screenshots } from './helpers';

test('a visitor browses the main community and a community subdomain', async ({ page }) => {
  await page.goto(main('/'));
  await expect(page.getByRole('heading', { level: 1, name: /Nervus/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Open challenges' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create Account' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Take A Tour', exact: true })).toBeVisible();
  await expect(page.locator('footer')).toContainText('version 3.206.0');
  const firstChallenge = page.locator('.challenge-card h3 a').first();
  await expect(firstChallenge).toBeVisible();
  await screenshots(page, 'home');

  const title = await firstChallenge.textContent();
  await firstChallenge.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title!);
  const catalyst = page.getByRole('link', { name: /^Asked by / });
  const handle = (await catalyst.getAttribute('href'))!.slice(1);
  const origin = new URL(page.url()).origin; // the challenge's own community host
  await catalyst.click();
  await expect(page).toHaveURL(`${origin}/${handle}`);
  await expect(page.getByText(`@${handle}`).first()).toBeVisible();
  await expect(page.getByText('Level n/a')).toBeVisible();
  await screenshots(page, 'user-platform');

  await page.goto(community('comedy'));
  const comedyTitle = await page.getByRole('heading', { level: 1 }).textContent();
  expect(comedyTitle).not.toMatch(/^Nervus$/);
  await expect(page.locator('.masthead .slogan')).not.toBeEmpty();
  await screenshots(page, 'community-comedy');
});

test('platform slug rules: canonical casing, unknown user, product slug', async ({ page }) => {
  await page.goto(main('/'));
  const handle = (await page.locator('.challenge-card .person span').first().textContent())!.slice(1);
  await page.goto(main(`/${handle.toLowerCase()}`));
  await expect(page).toHaveURL(main(`/${handle}`));
  await page.goto(main('/NoSuchUser123'));
  await expect(page).toHaveURL(/notice=user-not-found/);
  await expect(page.locator('.alert[role=alert]')).toContainText('User not found!');
  await page.goto(main('/nervus'));
  await expect(page).toHaveURL(main('/'));
});

test('unknown paths answer 404 with "Page not found" and the feedback form; so do unknown communities', async ({
  page,
}) => {
  for (const path of ['/some/missing/page', '/about/about-me?x=1']) {
    const res = await page.goto(main(path));
    expect(res?.status(), path).toBe(404);
    await expect(page).toHaveURL(main(path));
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByLabel('About', { exact: true })).toHaveValue('Page not found');
    await expect(page.getByLabel('Your feedback')).toHaveValue(path);
  }
  await screenshots(page, 'page-not-found');
  // The report goes out in one step, without a script.
  await page.getByRole('button', { name: 'Send feedback' }).click();
  await expect(page).toHaveURL(/\/send-feedback\?sent=1/);
  await expect(page.getByText('Thank you — your feedback reached the Nervus team.')).toBeVisible();

  // An unknown challenge from the visitor cache: the same page; the address goes with the report.
  const cached = await page.goto(main('/challenges/no-such-challenge'));
  expect(cached?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  const sent = page.waitForRequest((req) => req.url().endsWith('/api/feedback') && req.method() === 'POST');
  await page.getByRole('button', { name: 'Send feedback' }).click();
  expect((await sent).headers()['referer']).toBe(main('/challenges/no-such-challenge'));
  await expect(page.getByText('Thank you — your feedback reached the Nervus team.')).toBeVisible();

  const res = await page.goto(community('nosuchcommunity'));
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByText('This community does not exist')).toBeVisible();
});

test('aliases and signed-out shortcuts', async ({ page }) => {
  await page.goto(main('/home'));
  await expect(page).toHaveURL(main('/'));
  await page.goto(main('/me'));
  await expect(page).toHaveURL(main('/'));
  await page.goto(main('/medals-badges'));
  await expect(page).toHaveURL(main('/'));
  await page.goto(main('/faqs'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto(main('/about/contact-us'));
  await expect(page).toHaveURL(main('/about/contact'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto(main('/get-support'));
  await expect(page).toHaveURL(/\/send-feedback\?about=Get/);
  // User-page aliases apply to user names only: '/about/about-me' is no user's 'about me'.
  await page.goto(main('/AdaLovelace/blog'));
  await expect(page).toHaveURL(main('/AdaLovelace/bio'));
  expect((await page.goto(main('/about/about-me')))?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});

test('/my-dashboard signed out goes to the gateway with continue', async ({ page }) => {
  await page.goto(main('/my-dashboard'));
  await page.waitForURL(GATEWAY_URL);
  const url = new URL(page.url());
  expect(url.searchParams.get('continue')).toContain('/oauth2/authorize');
  await expect(page.getByLabel('Email')).toBeVisible();
});

test('the mobile menu closes on Escape and on an outside click', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto(main('/'));
  const toggle = page.getByRole('button', { name: 'Menu' });
  await toggle.click();
  await expect(page.getByRole('link', { name: 'Boards', exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('link', { name: 'Boards', exact: true })).toBeHidden();
  await toggle.click();
  await expect(page.getByRole('link', { name: 'Boards', exact: true })).toBeVisible();
  await page.mouse.click(200, 600);
  await expect(page.getByRole('link', { name: 'Boards', exact: true })).toBeHidden();
});

test('each page view is sent as an analytics trait and accepted', async ({ page }) => {
  const accepted = page.waitForResponse((res) => res.url().endsWith('/api/nerves/trait') && res.status() === 202);
  await page.goto(main('/faqs'));
  await accepted;
});

test('the service worker registers from /sw.js', async ({ page }) => {
  await page.goto(main('/'));
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(scope).toBe(main('/'));
});
