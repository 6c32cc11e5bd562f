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

async function readNormalToken(): Promise<string | null> {
  const raw = (await cookies()).get(COOKIES.session.name)?.value;
  if (!raw) return null;
  try {
    const jwt = await decode({ token: raw, secret: webConfig().SESSION_SECRET });
    return typeof jwt?.accessToken === 'string' ? jwt.accessToken : null;
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
