// Ends the product session in this browser: both session cookies go (spec 1 §4: a refused token
// is removed and the user cleared). Used when the provider answers 401 for the stored token.
import { NextResponse } from 'next/server';
import { COOKIES } from '@/lib/constants';
import { webConfig } from '@/server/bff/config';
import { sessionCookieAttributes } from '@/server/bff/cookies';
import { refuseCrossSite } from '@/server/bff/route-guards';

export async function POST(request: Request) {
  const crossSite = await refuseCrossSite(request);
  if (crossSite) return crossSite;
  const config = webConfig();
  // A cookie set for the parent domain is only removed by a cookie with the same domain and path.
  const expired = { ...sessionCookieAttributes(config.ROOT_DOMAIN, config.secure), maxAge: 0 };
  const response = NextResponse.json({ data: { ended: true } });
  response.cookies.set(COOKIES.session.name, '', expired);
  response.cookies.set(COOKIES.shadow.name, '', expired);
  response.headers.set('cache-control', 'no-store');
  return response;
}
