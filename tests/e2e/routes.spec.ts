// The route walk (issue 23): every path of spec 1 §2 and spec 3 §2.4, §2.7, §2.8
// (tests/e2e/spec-routes.ts), signed out and signed in. Fails on a 'Page not found' for a path the
// spec names, on the dashboard overview or a placeholder anywhere but the overview itself, and on
// anything but 'Page not found' for an unknown path. Read-only: it changes no record.
import { expect, test, type Page } from '@playwright/test';
import { GATEWAY_URL, main, PROVIDER_PORT, signIn } from './helpers';
import { PLACEHOLDER, SPEC_ROUTES, type SpecRoute } from './spec-routes';

// Parallel: the slices below run on whichever workers are free.
test.describe.configure({ timeout: 480_000, mode: 'parallel' });

const PROVIDER = `http://127.0.0.1:${PROVIDER_PORT}`;

async function openChallengeSlug(page: Page): Promise<string> {
  const res = await page.request.get(`${PROVIDER}/widgets/challenges-homepage`);
  const open = ((await res.json()).data as { open: { slug: string }[] }).open;
  expect(open.length).toBeGreaterThan(0);
  return open[0].slug;
}

interface Visit {
  status: number;
  url: string;
  text: string;
  overview: boolean;
}

async function visit(page: Page, path: string): Promise<Visit> {
  // A client-side redirect of the page before (signed out, to the gateway) can abort this
  // navigation; then the page is read where it settles, without a status of its own.
  const response = await page.goto(main(path), { waitUntil: 'load' }).catch(async (err: Error) => {
    if (!/ERR_ABORTED|interrupted/.test(err.message)) throw err;
    await page.waitForTimeout(500);
    return page.goto(main(path), { waitUntil: 'load' }).catch(() => null);
  });
  // Some paths go on by a client-side redirect (signed out to the gateway): read once it settles.
  let html = '';
  for (let attempt = 0; ; attempt++) {
    try {
      await page.waitForLoadState('load');
      html = await page.content();
      break;
    } catch (err) {
      if (attempt >= 5) throw err;
      await page.waitForTimeout(200);
    }
  }
  const url = page.url();
  const text = await page.locator('body').innerText();
  return {
    status: response?.status() ?? 0,
    url,
    text,
    // The dashboard overview's own marks (app/[community]/[platformSlug]/my-dashboard/page.tsx).
    overview: html.includes('aria-label="Your activity"') && /<h1[^>]*>Welcome, /.test(html),
  };
}

const notFound = (v: Visit) => v.status === 404 || /about=Page(\+|%20)not(\+|%20)found/.test(v.url);
// The app's own sign-in page (which goes on to the gateway) or the gateway itself.
const atGateway = (v: Visit) => GATEWAY_URL.test(v.url) || new URL(v.url).pathname === '/sign-in';
const isOverviewPath = (path: string) => /\/my-dashboard$|\/dashboard$/.test(path) || path === '/my-dashboard';

/** What is wrong with a visit, or null. */
function problem(route: SpecRoute, v: Visit, signedIn: boolean): string | null {
  if (route.kind === 'unknown') return notFound(v) ? null : `answered ${v.status} at ${v.url}, not 'Page not found'`;
  if (v.overview && !isOverviewPath(route.path)) return `renders the dashboard overview (at ${v.url})`;
  if (PLACEHOLDER.test(v.text)) return `renders a placeholder (at ${v.url})`;
  if (v.status >= 500) return `answered ${v.status}`;
  if (route.kind === 'elsewhere' || route.kind === 'pending') return null;
  if (route.kind === 'signin' && !signedIn) return atGateway(v) ? null : `signed out, did not go to sign-in (${v.url})`;
  if (notFound(v)) return `is 'Page not found' (${v.status} at ${v.url})`;
  return null;
}

/** The walk in slices, so that Playwright's workers share it instead of one walking ~150 paths. */
const SLICES = 3;
const slice = (part: number) => SPEC_ROUTES.filter((_, i) => i % SLICES === part);

async function walk(page: Page, user: string, signedIn: boolean, part: number) {
  const slug = await openChallengeSlug(page);
  const failures: string[] = [];
  for (const route of slice(part)) {
    const path = route.path.replaceAll('{user}', user).replaceAll('{challenge}', slug);
    const found = problem(route, await visit(page, path), signedIn);
    if (found) failures.push(`${path} [${route.kind}]: ${found}`);
  }
  expect(failures, failures.join('\n')).toEqual([]);
}

for (let part = 0; part < SLICES; part++) {
  test(`signed out: every spec path answers as the spec says (part ${part + 1} of ${SLICES})`, async ({ page }) => {
    await walk(page, 'AdaLovelace', false, part);
  });

  test(`signed in: every spec path answers as the spec says (part ${part + 1} of ${SLICES})`, async ({ page }) => {
    await signIn(page, 'mayachen@nervus.test');
    await walk(page, 'MayaChen', true, part);
  });
}
