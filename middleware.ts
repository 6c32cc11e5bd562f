// Thin edge of the web app (DESIGN.md): host -> community rewrite, the `token` query moved into
// the server session, scout_id and fingerprint cookies. No data access, no authorization decisions.
import { NextResponse, type NextRequest } from 'next/server';
import { encode } from 'next-auth/jwt';
import { sealData } from 'iron-session';
import { COMMUNITY_HEADER, COOKIES, PATH_HEADER } from '@/lib/constants';
import { communitySlugFromHost, localhostAlias, MAIN_COMMUNITY } from '@/lib/hosts';
import { contentSecurityPolicy } from '@/lib/csp';
import { strictTransportSecurity } from '@/lib/security-headers';
import { servedFromVisitorCache, VISITOR_CACHE_SEGMENT } from '@/lib/routes/visitor-cache';
import { fingerprintCookieAttributes, scoutCookieAttributes, sessionCookieAttributes } from '@/server/bff/cookies';
import { webConfig } from '@/server/bff/web-config';

export const config = {
  runtime: 'nodejs',
  matcher: [
    '/((?!api/|_next/|sw\\.js|offline\\.html|favicon\\.ico|icon\\.svg|robots\\.txt|sitemap\\.xml|manifest\\.webmanifest|avatars/|icons/|images/|uploads/).*)',
  ],
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

/** A `token` in the query string is stored server-side and removed from the URL (spec 1 §4). */
async function absorbToken(request: NextRequest, token: string): Promise<NextResponse> {
  const { rootDomain, secure, secret } = settings();
  const url = request.nextUrl.clone();
  const shadow = url.searchParams.get('shadow') === 'true';
  url.searchParams.delete('token');
  url.searchParams.delete('shadow');
  const response = NextResponse.redirect(url);
  const attributes = sessionCookieAttributes(rootDomain, secure);
  if (shadow) {
    const sealed = await sealData({ token }, { password: secret, ttl: attributes.maxAge });
    response.cookies.set(COOKIES.shadow.name, sealed, attributes);
  } else {
    const jwt = await encode({ token: { accessToken: token }, secret, maxAge: attributes.maxAge });
    response.cookies.set(COOKIES.session.name, jwt, attributes);
  }
  response.headers.set('cache-control', 'no-store');
  return response;
}

export async function middleware(request: NextRequest) {
  const { rootDomain, secure, accountsOrigin, dev, webUrl } = settings();
  const token = request.nextUrl.searchParams.get('token');
  if (token) return absorbToken(request, token);

  const alias = localhostAlias(request.headers.get('host'), rootDomain);
  if (alias) {
    const url = new URL(
      `${request.nextUrl.pathname}${request.nextUrl.search}`,
      `${request.nextUrl.protocol}//${alias}`,
    );
    return NextResponse.redirect(url, 307);
  }
  const community = communitySlugFromHost(request.headers.get('host'), rootDomain) ?? MAIN_COMMUNITY;
  // The visitor cache's internal segment is not a community; its host has no pages.
  if (community === VISITOR_CACHE_SEGMENT) return new NextResponse(null, { status: 404 });
  const { pathname, search } = request.nextUrl;
  const visitor = servedFromVisitorCache({
    method: request.method,
    pathname,
    searchParams: request.nextUrl.searchParams,
    cookieNames: request.cookies.getAll().map((cookie) => cookie.name),
  });
  const headers = new Headers(request.headers);
  headers.set(PATH_HEADER, `${pathname}${search}`);
  headers.set(COMMUNITY_HEADER, community);
  // Next.js reads the nonce from the request's policy and puts it on its scripts; a cached page
  // is the same HTML for every visitor, so it gets the policy without one (lib/csp.ts).
  const nonce = visitor ? null : Buffer.from(crypto.randomUUID()).toString('base64');
  const csp = contentSecurityPolicy(nonce, { dev, accountsOrigin });
  if (nonce) {
    headers.set('content-security-policy', csp);
  } else {
    // A policy sent by the client would otherwise put its nonce into the HTML kept for everyone.
    headers.delete('content-security-policy');
    headers.delete('content-security-policy-report-only');
  }

  const target = request.nextUrl.clone();
  const page = pathname === '/' ? '' : pathname;
  target.pathname = visitor ? `/${VISITOR_CACHE_SEGMENT}/${community}${page}` : `/${community}${page}`;
  const response = NextResponse.rewrite(target, { request: { headers } });
  response.headers.set('content-security-policy', csp);
  const hsts = strictTransportSecurity(webUrl);
  if (hsts) response.headers.set('strict-transport-security', hsts);

  const scoutId = request.nextUrl.searchParams.get('scout_id');
  if (scoutId && /^\d{1,12}$/.test(scoutId))
    response.cookies.set(COOKIES.scoutId.name, scoutId, scoutCookieAttributes(rootDomain, secure));
  // Cached pages and share images are kept by browsers, crawlers and CDNs; a Set-Cookie on them
  // would stop that (or hand one fingerprint to everyone). The first live page sets it.
  const cacheable = visitor || pathname.endsWith('/og-image');
  if (!cacheable && !request.cookies.get(COOKIES.fingerprint.name)) {
    response.cookies.set(
      COOKIES.fingerprint.name,
      crypto.randomUUID(),
      fingerprintCookieAttributes(rootDomain, secure),
    );
  }
  return response;
}
