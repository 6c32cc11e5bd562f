// Login CSRF through `?token=` (issue 15 item 2): a query token becomes the session only at the end
// of a flow this browser started, never a shadow session, never over an existing session.
import { NextRequest } from 'next/server';
import { proxy } from '@/proxy';
import { COOKIES } from '@/lib/constants';
import { tokenHandoffDecision } from '@/lib/token-handoff';

const STATE = 'one-time-state-0123456789abcdef';

function visit(path: string, cookies: Record<string, string> = {}) {
  const headers = new Headers({ host: 'nervus.localhost:3000' });
  const cookie = Object.entries(cookies)
    .map(([k, v]) => `${k}=${v}`)
    .join('; ');
  if (cookie) headers.set('cookie', cookie);
  return proxy(new NextRequest(`http://nervus.localhost:3000${path}`, { headers }));
}

function setCookie(res: Response, name: string): string | undefined {
  return res.headers
    .getSetCookie()
    .find((c) => c.startsWith(`${name}=`))
    ?.split(';')[0]
    .slice(name.length + 1);
}

describe('tokenHandoffDecision', () => {
  const base = { token: 't', state: STATE, stateCookie: STATE, hasSession: false };
  it('accepts the return of a flow this browser started', () => {
    expect(tokenHandoffDecision(base)).toBe('accept');
  });
  it.each([
    ['no state in the query', { state: null }],
    ['no state cookie', { stateCookie: null }],
    ['another state', { stateCookie: `${STATE}x` }],
    ['a session already present', { hasSession: true }],
  ])('drops the token with %s', (_, change) => {
    expect(tokenHandoffDecision({ ...base, ...change })).toBe('drop');
  });
  it('does nothing without a token', () => {
    expect(tokenHandoffDecision({ ...base, token: null, state: null })).toBe('none');
  });
});

describe('the proxy and a token in the query', () => {
  it('ignores a bare ?token=&shadow=true link for a signed-in victim and cleans the URL', async () => {
    const res = await visit('/?token=attacker-token&shadow=true', { [COOKIES.session.name]: 'victim-jwt' });
    expect(res.status).toBe(307);
    expect(res.headers.get('location')).toBe('http://nervus.localhost:3000/');
    expect(setCookie(res, COOKIES.shadow.name)).toBeUndefined();
    expect(setCookie(res, COOKIES.session.name)).toBeUndefined();
  });

  it('creates no session from a bare ?token= link for a signed-out visitor', async () => {
    const res = await visit('/challenges?token=attacker-token&page=2');
    expect(res.headers.get('location')).toBe('http://nervus.localhost:3000/challenges?page=2');
    expect(setCookie(res, COOKIES.session.name)).toBeUndefined();
  });

  it('never starts shadow mode from a query, even at the end of a started flow', async () => {
    const res = await visit(`/?token=t&token_state=${STATE}&shadow=true`, { [COOKIES.tokenState.name]: STATE });
    expect(setCookie(res, COOKIES.shadow.name)).toBeUndefined();
    expect(setCookie(res, COOKIES.session.name)).toBeTruthy();
  });

  it('stores the token at the end of a flow this browser started and spends its state', async () => {
    const res = await visit(`/me?token=t&token_state=${STATE}`, { [COOKIES.tokenState.name]: STATE });
    expect(res.headers.get('location')).toBe('http://nervus.localhost:3000/me');
    expect(setCookie(res, COOKIES.session.name)).toBeTruthy();
    expect(setCookie(res, COOKIES.tokenState.name)).toBe('');
  });

  it('does not replace an existing session even with a matching state', async () => {
    const res = await visit(`/?token=t&token_state=${STATE}`, {
      [COOKIES.tokenState.name]: STATE,
      [COOKIES.session.name]: 'own-jwt',
    });
    expect(setCookie(res, COOKIES.session.name)).toBeUndefined();
    expect(setCookie(res, COOKIES.tokenState.name)).toBe('');
  });
});
