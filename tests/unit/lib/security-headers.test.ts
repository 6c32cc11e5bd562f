/**
 * @jest-environment node
 */
// Issue 15 item 7: HSTS when the web app is served over https, never on http development sites:
// on pages, /api answers and static files alike.
import { afterEach, describe, expect, jest, test } from '@jest/globals';
import { NextRequest } from 'next/server';
import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import { HSTS_MAX_AGE_SECONDS, headersOnlyPath, strictTransportSecurity } from '@/lib/security-headers';

const saved = { WEB_URL: process.env.WEB_URL, ROOT_DOMAIN: process.env.ROOT_DOMAIN };
afterEach(() => {
  for (const [key, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
});

const HTTPS = { ROOT_DOMAIN: 'nervus.example', WEB_URL: 'https://nervus.example' };
const HTTP = { ROOT_DOMAIN: 'nervus.localhost:3000', WEB_URL: 'http://nervus.localhost:3000' };

/** The proxy (proxy.ts) of a process started with `site` (webConfig is read once per process). */
async function proxyFor(site: typeof HTTPS) {
  Object.assign(process.env, site);
  jest.resetModules();
  return (await import('@/proxy')).proxy;
}

async function hstsOf(site: typeof HTTPS, path: string) {
  const proxy = await proxyFor(site);
  const host = site.ROOT_DOMAIN;
  const res = await proxy(new NextRequest(`${site.WEB_URL}${path}`, { headers: { host } }));
  return res.headers.get('strict-transport-security');
}

describe('Strict-Transport-Security', () => {
  test('only for an https site, with its subdomains (the communities)', () => {
    expect(strictTransportSecurity('https://nervus.example')).toBe(
      `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`,
    );
    expect(strictTransportSecurity('http://nervus.localhost:3000')).toBeNull();
  });

  test('pages of a site at an https WEB_URL carry it; a development site on http does not', async () => {
    expect(await hstsOf(HTTPS, '/about')).toMatch(/^max-age=\d+; includeSubDomains$/);
    expect(await hstsOf(HTTP, '/about')).toBeNull();
  });

  test('/api answers and static files carry it too, passed through untouched', async () => {
    for (const path of ['/api/ideas', '/_next/static/chunks/main.js', '/uploads/abc.webp', '/sw.js', '/robots.txt']) {
      expect(await hstsOf(HTTPS, path)).toMatch(/^max-age=\d+; includeSubDomains$/);
      expect(await hstsOf(HTTP, path)).toBeNull();
    }
    const proxy = await proxyFor(HTTPS);
    const res = await proxy(
      new NextRequest('https://nervus.example/api/ideas', { headers: { host: 'nervus.example' } }),
    );
    // Not rewritten to a community page, and no page policy on a JSON answer.
    expect(res.headers.get('x-middleware-next')).toBe('1');
    expect(res.headers.get('x-middleware-rewrite')).toBeNull();
    expect(res.headers.get('content-security-policy')).toBeNull();
  });

  test('the redirect that ends a token hand-off carries it', async () => {
    expect(await hstsOf(HTTPS, '/?token=abc')).toMatch(/^max-age=/);
  });

  test('which paths only get headers: the BFF, build files and files, not pages', () => {
    for (const path of ['/api/me', '/_next/static/a.js', '/uploads/k', '/images/x.png', '/manifest.webmanifest'])
      expect(headersOnlyPath(path)).toBe(true);
    for (const path of ['/', '/about', '/challenges/api', '/sw.js.html', '/apiary', '/ada/dashboard'])
      expect(headersOnlyPath(path)).toBe(false);
  });

  test('the proxy runs for /api and static files, but not for image uploads (10 MB body buffer)', async () => {
    const { config } = await proxyFor(HTTPS).then(() => import('@/proxy'));
    const runs = (url: string) => unstable_doesMiddlewareMatch({ config, url });
    for (const url of ['/about', '/api/ideas', '/_next/static/chunks/main.js', '/sw.js', '/uploads/k'])
      expect(runs(url)).toBe(true);
    for (const url of ['/api/files/upload/k1', '/api/files/uploads/k1', '/api/meme-generator'])
      expect(runs(url)).toBe(false);
  });
});
