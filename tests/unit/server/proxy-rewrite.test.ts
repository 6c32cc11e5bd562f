// What the proxy hands a page's render (proxy.ts): a page rendered for its request gets its address,
// its community and the nonce policy as request headers; a kept page, served to everybody, gets the
// request as it came (changed request headers cost Next a copy of every header on each request),
// without what a client may have sent in place of ours.
import { NextRequest } from 'next/server';
import { proxy } from '@/proxy';
import { COMMUNITY_HEADER, COOKIES, PATH_HEADER } from '@/lib/constants';

const CHALLENGE = '/challenges/what-could-make-an-unusual-first-lesson-in-programming';

function visit(path: string, sent: Record<string, string> = {}) {
  const headers = new Headers({ host: 'comedy.nervus.localhost:3000', ...sent });
  return proxy(new NextRequest(`http://comedy.nervus.localhost:3000${path}`, { headers }));
}

/** The request headers the render gets instead of the sent ones, or null when it gets the sent ones. */
function renderHeaders(res: Response): Record<string, string> | null {
  const names = res.headers.get('x-middleware-override-headers');
  if (names === null) return null;
  return Object.fromEntries(names.split(',').map((name) => [name, res.headers.get(`x-middleware-request-${name}`)!]));
}

describe('the request a kept page renders from', () => {
  it('is the request as sent, for a visitor and for a player', async () => {
    const visitor = await visit(CHALLENGE);
    expect(new URL(visitor.headers.get('x-middleware-rewrite')!).pathname).toBe(`/cached/comedy${CHALLENGE}`);
    expect(renderHeaders(visitor)).toBeNull();

    const player = await visit(CHALLENGE, { cookie: `${COOKIES.session.name}=a-session` });
    expect(new URL(player.headers.get('x-middleware-rewrite')!).pathname).toBe(`/cached-player/comedy${CHALLENGE}`);
    expect(renderHeaders(player)).toBeNull();
  });

  it.each([
    ['visitor', {}],
    ['player', { cookie: `${COOKIES.session.name}=a-session` }],
  ])('loses a policy and our own headers when a client sends them (%s)', async (_, session) => {
    const res = await visit(CHALLENGE, {
      ...session,
      'content-security-policy': "script-src 'nonce-planted'",
      'content-security-policy-report-only': "script-src 'nonce-planted'",
      [PATH_HEADER]: '/somewhere-else',
      [COMMUNITY_HEADER]: 'politics',
      'accept-language': 'fr',
    });
    const headers = renderHeaders(res)!;
    expect(headers).not.toBeNull();
    expect(headers['accept-language']).toBe('fr');
    for (const name of [
      'content-security-policy',
      'content-security-policy-report-only',
      PATH_HEADER,
      COMMUNITY_HEADER,
    ])
      expect(headers).not.toHaveProperty(name);
    // The answer's own policy is the kept pages' one, without a nonce.
    expect(res.headers.get('content-security-policy')).not.toMatch(/nonce-/);
  });
});

describe('the request a page rendered for its request gets', () => {
  it('names its address, its community and the nonce of its policy, whatever the client sent', async () => {
    const res = await visit(`${CHALLENGE}?tab=details`, {
      [PATH_HEADER]: '/somewhere-else',
      'content-security-policy': "script-src 'nonce-planted'",
    });
    expect(new URL(res.headers.get('x-middleware-rewrite')!).pathname).toBe(`/comedy${CHALLENGE}`);
    const headers = renderHeaders(res)!;
    expect(headers[PATH_HEADER]).toBe(`${CHALLENGE}?tab=details`);
    expect(headers[COMMUNITY_HEADER]).toBe('comedy');
    const nonce = headers['content-security-policy'].match(/'nonce-([^']+)'/)?.[1];
    expect(nonce).toBeTruthy();
    expect(nonce).not.toBe('planted');
    expect(res.headers.get('content-security-policy')).toContain(`'nonce-${nonce}'`);
  });
});
