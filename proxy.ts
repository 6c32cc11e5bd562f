// Thin edge of the web app (DESIGN.md): host -> community rewrite, the `token` query of a flow
// this browser started moved into the server session, scout_id and fingerprint cookies. No data access, no authorization decisions.
import { NextResponse, type NextRequest } from 'next/server';
import { encode } from 'next-auth/jwt';
import { COMMUNITY_HEADER, COOKIES, PATH_HEADER } from '@/lib/constants';
import { communitySlugFromHost, localhostAlias, MAIN_COMMUNITY } from '@/lib/hosts';
import { contentSecurityPolicy } from '@/lib/csp';
import { headersOnlyPath, strictTransportSecurity } from '@/lib/security-headers';
import { TOKEN_HANDOFF_PARAMS, tokenHandoffDecision } from '@/lib/token-handoff';
import {
  PLAYER_CACHE_SEGMENT,
  playerCachePath,
  servedFromVisitorCache,
  VISITOR_CACHE_SEGMENT,
} from '@/lib/routes/visitor-cache';
import { fingerprintCookieAttributes, scoutCookieAttributes, sessionCookieAttributes } from '@/server/bff/cookies';
import { webConfig } from '@/server/bff/web-config';

export const config = {
  // Every path, for Strict-Transport-Security (headersOnlyPath: /api and files only get headers),
  // but the image uploads: Next buffers a body for the proxy up to 10 MB (proxyClientMaxBodySize)
  // and an upload may be 20 MB. Their pages carry the header, so the browser already knows it.
  matcher: ['/((?!api/files/uploads?/|api/files/media/|api/meme-generator|_next/webpack-hmr).*)'],
};

function settings() {
  const config = webConfig();
  return {
    rootDomain: config.ROOT_DOMAIN,
    accountsOrigin: new URL(config.ACCOUNTS_URL).origin,
    secure: config.secure,
    secret: config.SESSION_SECRET,
    dev: config.dev,
    webUrl: config.WEB_URL,
  };
}

/**
 * A `token` in the query string is removed from the URL (spec 1 §4) and stored only at the end of a
 * flow this browser started (lib/token-handoff.ts); `shadow=true` in a query never starts shadow mode.
 */
async function absorbToken(request: NextRequest, decision: 'accept' | 'drop'): Promise<NextResponse> {
  const { rootDomain, secure, secret } = settings();
  const token = request.nextUrl.searchParams.get('token');
  const url = request.nextUrl.clone();
  for (const name of TOKEN_HANDOFF_PARAMS) url.searchParams.delete(name);
  const response = NextResponse.redirect(url);
  const attributes = sessionCookieAttributes(rootDomain, secure);
  if (decision === 'accept' && token) {
    const jwt = await encode({ token: { accessToken: token }, secret, maxAge: attributes.maxAge });
    response.cookies.set(COOKIES.session.name, jwt, attributes);
  }
  // The state is one-time: spent by its return, whatever the outcome.
  if (request.cookies.has(COOKIES.tokenState.name))
    response.cookies.set(COOKIES.tokenState.name, '', { ...attributes, maxAge: 0 });
  response.headers.set('cache-control', 'no-store');
  return response;
}

/**
 * Strict-Transport-Security on every answer of a site at an https WEB_URL: pages, /api and files.
 * Decided per request from the runtime configuration, not in next.config.ts headers(), which are
 * fixed at build: `npm start` rebuilds on changed sources, not on a changed WEB_URL.
 */
export async function proxy(request: NextRequest) {
  const response = headersOnlyPath(request.nextUrl.pathname) ? NextResponse.next() : await pageResponse(request);
  const hsts = strictTransportSecurity(settings().webUrl);
  if (hsts) response.headers.set('strict-transport-security', hsts);
  return response;
}

async function pageResponse(request: NextRequest): Promise<NextResponse> {
  const { rootDomain, secure, accountsOrigin, dev } = settings();
  const handoff = tokenHandoffDecision({
    token: request.nextUrl.searchParams.get('token'),
    state: request.nextUrl.searchParams.get('token_state'),
    stateCookie: request.cookies.get(COOKIES.tokenState.name)?.value ?? null,
    // bn_auth, its chunks (bn_auth.0, …) and bn_auth_shadow.
    hasSession: request.cookies.getAll().some((cookie) => cookie.name.startsWith(COOKIES.session.name)),
  });
  if (handoff !== 'none' || request.nextUrl.searchParams.has('shadow'))
    return absorbToken(request, handoff === 'accept' ? 'accept' : 'drop');

  const alias = localhostAlias(request.headers.get('host'), rootDomain);
  if (alias) {
    const url = new URL(
      `${request.nextUrl.pathname}${request.nextUrl.search}`,
      `${request.nextUrl.protocol}//${alias}`,
    );
    return NextResponse.redirect(url, 307);
  }
  const community = communitySlugFromHost(request.headers.get('host'), rootDomain) ?? MAIN_COMMUNITY;
  // The kept trees' internal segments are not communities; their hosts have no pages.
  if (community === VISITOR_CACHE_SEGMENT || community === PLAYER_CACHE_SEGMENT)
    return new NextResponse(null, { status: 404 });
  const { pathname, search } = request.nextUrl;
  const visit = {
    method: request.method,
    pathname,
    searchParams: request.nextUrl.searchParams,
    cookieNames: request.cookies.getAll().map((cookie) => cookie.name),
  };
  // A kept page: the visitor's, or the players' (whose own parts the browser asks for after it).
  const visitorPage = servedFromVisitorCache(visit);
  const playerPage = visitorPage ? null : playerCachePath(visit);
  const keptTree = visitorPage ? VISITOR_CACHE_SEGMENT : playerPage ? PLAYER_CACHE_SEGMENT : null;
  // Next.js reads the nonce from the request's policy and puts it on its scripts; a kept page is
  // the same HTML for everybody, so its render gets no policy, and its answer the policy without
  // a nonce (the cache handler adds its hashes, lib/csp.ts).
  const nonce = keptTree ? null : Buffer.from(crypto.randomUUID()).toString('base64');
  const csp = contentSecurityPolicy(nonce, { dev, accountsOrigin });
  const headers = keptTree
    ? keptRenderHeaders(request.headers)
    : renderHeaders(request.headers, { path: `${pathname}${search}`, community, csp });

  const target = request.nextUrl.clone();
  const page = playerPage ?? (pathname === '/' ? '' : pathname);
  target.pathname = keptTree ? `/${keptTree}/${community}${page}` : `/${community}${page}`;
  const response = NextResponse.rewrite(target, headers ? { request: { headers } } : undefined);
  response.headers.set('content-security-policy', csp);

  const scoutId = request.nextUrl.searchParams.get('scout_id');
  if (scoutId && /^\d{1,12}$/.test(scoutId))
    response.cookies.set(COOKIES.scoutId.name, scoutId, scoutCookieAttributes(rootDomain, secure));
  // Cached pages and share images are kept by browsers, crawlers and CDNs; a Set-Cookie on them
  // would stop that (or hand one fingerprint to everyone). The first live page sets it.
  const cacheable = keptTree !== null || pathname.endsWith('/og-image');
  if (!cacheable && !request.cookies.get(COOKIES.fingerprint.name)) {
    response.cookies.set(
      COOKIES.fingerprint.name,
      crypto.randomUUID(),
      fingerprintCookieAttributes(rootDomain, secure),
    );
  }
  return response;
}

/** A page rendered for its request reads its address and community (server/bff/loaders.ts) and its nonce from these. */
function renderHeaders(sent: Headers, page: { path: string; community: string; csp: string }): Headers {
  const headers = new Headers(sent);
  headers.set(PATH_HEADER, page.path);
  headers.set(COMMUNITY_HEADER, page.community);
  headers.set('content-security-policy', page.csp);
  return headers;
}

/**
 * A kept page's render may not read the request (its HTML is served to everybody), so it gets the
 * request as sent: changed request headers cost Next a copy of every header, both ways, on each
 * request. Only what a client may have sent in their place is taken out: a policy (Next would put
 * its nonce into the HTML kept for everyone) and our own address and community headers.
 */
const KEPT_RENDER_DROPS = [
  'content-security-policy',
  'content-security-policy-report-only',
  PATH_HEADER,
  COMMUNITY_HEADER,
];

function keptRenderHeaders(sent: Headers): Headers | null {
  if (!KEPT_RENDER_DROPS.some((name) => sent.has(name))) return null;
  const headers = new Headers(sent);
  for (const name of KEPT_RENDER_DROPS) headers.delete(name);
  return headers;
}
