import 'server-only';
// Who is asking: the shadow session (iron-session, bn_auth_shadow) takes precedence over the
// normal session (next-auth JWT in bn_auth), spec 1 §4.
import { cookies } from 'next/headers';
import { decode } from 'next-auth/jwt';
import { getIronSession, type SessionOptions } from 'iron-session';
import { cache } from 'react';
import { COOKIES } from '@/lib/constants';
import { webConfig } from './config';
import { sessionCookieAttributes } from './cookies';

export interface ShadowSessionData {
  token?: string;
  screenName?: string;
}

export interface SessionInfo {
  token: string;
  shadow: boolean;
}

export function shadowSessionOptions(): SessionOptions {
  const config = webConfig();
  const { maxAge, ...attributes } = sessionCookieAttributes(config.ROOT_DOMAIN, config.secure);
  return {
    cookieName: COOKIES.shadow.name,
    password: config.SESSION_SECRET,
    ttl: maxAge,
    cookieOptions: { ...attributes, maxAge },
  };
}

/**
 * Session cookies already decoded, by their text, until they expire: decoding one derives the key
 * (HKDF) and decrypts, which cost a signed-in request about a millisecond of CPU each time (issue
 * 24 part 5, tests/bench/RESULTS.md). The same text always decodes to the same token, so nothing
 * is lost; the oldest go first past DECODED_KEPT.
 */
const decoded = new Map<string, { accessToken: string | null; expiresAt: number }>();
const DECODED_KEPT = 2000;

async function readNormalToken(): Promise<string | null> {
  const raw = (await cookies()).get(COOKIES.session.name)?.value;
  if (!raw) return null;
  const known = decoded.get(raw);
  if (known && known.expiresAt > Date.now()) return known.accessToken;
  try {
    const jwt = await decode({ token: raw, secret: webConfig().SESSION_SECRET });
    const accessToken = typeof jwt?.accessToken === 'string' ? jwt.accessToken : null;
    if (typeof jwt?.exp === 'number') {
      decoded.delete(raw);
      if (decoded.size >= DECODED_KEPT) decoded.delete(decoded.keys().next().value!);
      decoded.set(raw, { accessToken, expiresAt: jwt.exp * 1000 });
    }
    return accessToken;
  } catch {
    return null;
  }
}

/** The provider bearer token for this request, once per render. */
export const currentSession = cache(async (): Promise<SessionInfo | null> => {
  const shadow = await getIronSession<ShadowSessionData>(await cookies(), shadowSessionOptions());
  if (shadow.token) return { token: shadow.token, shadow: true };
  const token = await readNormalToken();
  return token ? { token, shadow: false } : null;
});
