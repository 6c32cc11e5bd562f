/**
 * @jest-environment node
 */
// Issue 15 item 7: HSTS when the web app is served over https, never on http development sites.
import { afterEach, describe, expect, jest, test } from '@jest/globals';
import { NextRequest } from 'next/server';
import { HSTS_MAX_AGE_SECONDS, strictTransportSecurity } from '@/lib/security-headers';

const saved = { WEB_URL: process.env.WEB_URL, ROOT_DOMAIN: process.env.ROOT_DOMAIN };
afterEach(() => {
  for (const [key, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
});

/** The middleware of a fresh process: the web config is read once per process. */
async function freshMiddleware() {
  jest.resetModules();
  return (await import('@/middleware')).middleware;
}

describe('Strict-Transport-Security', () => {
  test('only for an https site, with its subdomains (the communities)', () => {
    expect(strictTransportSecurity('https://nervus.example')).toBe(
      `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`,
    );
    expect(strictTransportSecurity('http://nervus.localhost:3000')).toBeNull();
  });

  test('pages of a site at an https WEB_URL carry it; a development site on http does not', async () => {
    process.env.ROOT_DOMAIN = 'nervus.example';
    process.env.WEB_URL = 'https://nervus.example';
    const secure = await (
      await freshMiddleware()
    )(new NextRequest('https://nervus.example/about', { headers: { host: 'nervus.example' } }));
    expect(secure.headers.get('strict-transport-security')).toMatch(/^max-age=\d+; includeSubDomains$/);

    process.env.ROOT_DOMAIN = 'nervus.localhost:3000';
    process.env.WEB_URL = 'http://nervus.localhost:3000';
    const plain = await (
      await freshMiddleware()
    )(new NextRequest('http://nervus.localhost:3000/about', { headers: { host: 'nervus.localhost:3000' } }));
    expect(plain.headers.get('strict-transport-security')).toBeNull();
  });
});
