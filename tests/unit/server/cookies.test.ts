import { describe, expect, test } from '@jest/globals';
import {
  authFlowCookieAttributes,
  fingerprintCookieAttributes,
  scoutCookieAttributes,
  sessionCookieAttributes,
} from '@/server/bff/cookies';

describe('cookie attributes (spec 1 §9)', () => {
  test('session cookie: httpOnly, root host without port, path /, 7 days', () => {
    const a = sessionCookieAttributes('localhost:3000', false);
    expect(a).toMatchObject({ httpOnly: true, domain: 'localhost', path: '/', secure: false, maxAge: 604800 });
  });

  test('session cookie: secure follows the flag', () => {
    expect(sessionCookieAttributes('nervus.com', true).secure).toBe(true);
    expect(sessionCookieAttributes('nervus.com', false).secure).toBe(false);
    expect(sessionCookieAttributes('Nervus.com:443', true).domain).toBe('nervus.com');
  });

  test('session cookie SameSite (documented deviation: lax instead of strict)', () => {
    expect(sessionCookieAttributes('nervus.com', true).sameSite).toBe('lax');
  });

  test('scout_id: 270 days, readable by the page, shared domain', () => {
    const a = scoutCookieAttributes('localhost:3000', true);
    expect(a).toMatchObject({ httpOnly: false, domain: 'localhost', path: '/', secure: true, maxAge: 270 * 86400 });
    expect(a.maxAge).toBe(23328000);
  });

  test('fingerprint: shared domain, long-lived stand-in for "no expiry"', () => {
    const a = fingerprintCookieAttributes('localhost:3000', false);
    expect(a).toMatchObject({ httpOnly: false, domain: 'localhost', path: '/', secure: false });
    expect(a.maxAge).toBeGreaterThanOrEqual(365 * 86400);
  });

  test('auth flow helper cookies: httpOnly, shared domain, no maxAge', () => {
    const a = authFlowCookieAttributes('localhost:3000', true);
    expect(a).toEqual({ httpOnly: true, sameSite: 'lax', path: '/', secure: true, domain: 'localhost' });
  });
});
