import { describe, expect, test } from '@jest/globals';
import { connectUrl, gatewayUrl, logoutUrl, signInReturnPath, signupUrl } from '@/lib/accounts-urls';

const ACCOUNTS = 'https://accounts.example.com/';

function parts(u: string) {
  const url = new URL(u);
  return { origin: url.origin, pathname: url.pathname, query: Object.fromEntries(url.searchParams) };
}

describe('accounts service URLs (spec 1 §2)', () => {
  test('gateway carries continue, follow and app', () => {
    const u = gatewayUrl(ACCOUNTS, { continue: 'http://comedy.localhost:3000/me?x=1', follow: '/ada', app: 'nervus' });
    expect(parts(u)).toEqual({
      origin: 'https://accounts.example.com',
      pathname: '/accounts/gateway',
      query: { continue: 'http://comedy.localhost:3000/me?x=1', follow: '/ada', app: 'nervus' },
    });
  });

  test('empty and missing params are left out; trailing slash of the base is not doubled', () => {
    expect(gatewayUrl(ACCOUNTS, {})).toBe('https://accounts.example.com/accounts/gateway');
    expect(gatewayUrl('https://accounts.example.com', { continue: '', app: 'nervus' })).toBe(
      'https://accounts.example.com/accounts/gateway?app=nervus',
    );
  });

  test('signup carries scout_id, continue and app', () => {
    expect(parts(signupUrl(ACCOUNTS, { scoutId: 's-1', continue: '/my-dashboard', app: 'comedy' }))).toEqual({
      origin: 'https://accounts.example.com',
      pathname: '/accounts/signup',
      query: { scout_id: 's-1', continue: '/my-dashboard', app: 'comedy' },
    });
    expect(parts(signupUrl(ACCOUNTS, { continue: '/x' })).query).toEqual({ continue: '/x' });
  });

  test('logout carries continue and platform', () => {
    expect(parts(logoutUrl(ACCOUNTS, { continue: 'http://localhost:3000/', platform: 'comedy' }))).toEqual({
      origin: 'https://accounts.example.com',
      pathname: '/accounts/logout',
      query: { continue: 'http://localhost:3000/', platform: 'comedy' },
    });
  });

  test('connect requires a code', () => {
    expect(() => connectUrl(ACCOUNTS, undefined)).toThrow('Code is required');
    expect(() => connectUrl(ACCOUNTS, '')).toThrow('Code is required');
    expect(parts(connectUrl(ACCOUNTS, 'abc', { continue: '/me' }))).toEqual({
      origin: 'https://accounts.example.com',
      pathname: '/accounts/connect',
      query: { code: 'abc', continue: '/me' },
    });
  });

  test('signInReturnPath', () => {
    expect(signInReturnPath('/my-dashboard')).toBe('/sign-in?continue=%2Fmy-dashboard');
    expect(signInReturnPath('/x', 'comedy')).toBe('/sign-in?continue=%2Fx&platform=comedy');
  });
});
