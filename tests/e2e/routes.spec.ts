// The route walk (issue 23): every path of spec 1 §2 and spec 3 §2.4, §2.7, §2.8
// (tests/e2e/spec-routes.ts), signed out and signed in. Fails on a 'Page not found' for a path the
// spec names, on the dashboard overview or a placeholder anywhere but the overview itself, and on
// anything but 'Page not found' for an unknown path. Read-only: it changes no record.
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { GATEWAY_URL, main, PROVIDER_PORT, ROOT, signIn } from './helpers';
import { PLACEHOLDER, SPEC_ROUTES, type SpecRoute } from './spec-routes';

// Parallel: the slices below run on whichever workers are free.
test.describe.configure({ timeout: 480_000, mode: 'parallel' });

const PROVIDER = `http://127.0.0.1:${PROVIDER_PORT}`;

/** An open seeded challenge that has ideas, and one of them. */
async function openChallenge(page: Page): Promise<{ slug: string; idea: number }> {
  const res = await page.request.get(`${PROVIDER}/widgets/challenges-homepage`);
  const open = ((await res.json()).data as { open: { slug: string }[] }).open;
  for (const { slug } of open) {
    const detail = await page.request.get(`${PROVIDER}/challenges/${slug}`);
    const ideas = ((await detail.json()).data as { ideas: { id: number }[] }).ideas;
    if (ideas.length > 0) return { slug, idea: ideas[0].id };
  }
  throw new Error('No open seeded challenge has an idea');
}

interface Visit {
  status: number;
  url: string;
  text: string;
  overview: boolean;
}

const LOOPBACK = `http://127.0.0.1:${ROOT.split(':')[1]}`;

/**
 * Reads a path over HTTP, following redirects on our own hosts, instead of rendering it in the
 * browser: the walk judges what the server answers (status, final address, the page's text), and
 * ~300 browser renders were the slowest file of the suite. The browser's host rules do not reach
 * Node, so each request goes to the loopback address with the community's Host header and the
 * context's cookies for that host.
 */
async function visit(context: BrowserContext, path: string): Promise<Visit> {
  let url = main(path);
  for (let hop = 0; hop < 10; hop++) {
    const target = new URL(url);
    if (GATEWAY_URL.test(url) || target.port !== ROOT.split(':')[1])
      return { status: 200, url, text: '', overview: false };
    const cookie = (await context.cookies(url)).map((c) => `${c.name}=${c.value}`).join('; ');
    const res = await context.request.get(`${LOOPBACK}${target.pathname}${target.search}`, {
      headers: { host: target.host, cookie },
      maxRedirects: 0,
      failOnStatusCode: false,
    });
    const location = res.headers()['location'];
    if (res.status() >= 300 && res.status() < 400 && location) {
      url = new URL(location, url).toString();
      continue;
    }
    const html = await res.text();
    return {
      status: res.status(),
      url,
      text: pageText(html),
      // The dashboard overview's own marks (app/[community]/[platformSlug]/my-dashboard/page.tsx).
      overview: html.includes('aria-label="Your activity"') && /<h1[^>]*>Welcome, /.test(html),
    };
  }
  throw new Error(`${path}: more than 10 redirects`);
}

/** The text a reader sees: the markup without scripts (the RSC payload repeats every string), styles and tags. */
const pageText = (html: string) =>
  html
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

const notFound = (v: Visit) => v.status === 404 || /about=Page(\+|%20)not(\+|%20)found/.test(v.url);
// The app's own sign-in page (which goes on to the gateway) or the gateway itself.
const atGateway = (v: Visit) => GATEWAY_URL.test(v.url) || new URL(v.url).pathname === '/sign-in';
const isOverviewPath = (path: string) => /\/my-dashboard$|\/dashboard$/.test(path) || path === '/my-dashboard';

/** What is wrong with a visit, or null. */
function problem(route: SpecRoute, v: Visit, signedIn: boolean): string | null {
  if (route.kind === 'unknown' || route.kind === 'admin')
    return notFound(v) ? null : `answered ${v.status} at ${v.url}, not 'Page not found'`;
  if (v.overview && !isOverviewPath(route.path)) return `renders the dashboard overview (at ${v.url})`;
  if (PLACEHOLDER.test(v.text)) return `renders a placeholder (at ${v.url})`;
  if (v.status >= 500) return `answered ${v.status}`;
  if (route.kind === 'signin' && !signedIn) return atGateway(v) ? null : `signed out, did not go to sign-in (${v.url})`;
  if (notFound(v)) return `is 'Page not found' (${v.status} at ${v.url})`;
  return null;
}

/** The walk in slices, so that Playwright's workers share it instead of one walking ~150 paths. */
const SLICES = 3;
const slice = (part: number) => SPEC_ROUTES.filter((_, i) => i % SLICES === part);

async function walk(page: Page, user: string, signedIn: boolean, part: number) {
  const { slug, idea } = await openChallenge(page);
  const failures: string[] = [];
  for (const route of slice(part)) {
    const path = route.path
      .replaceAll('{user}', user)
      .replaceAll('{challenge}', slug)
      .replaceAll('{idea}', String(idea));
    const found = problem(route, await visit(page.context(), path), signedIn);
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
