import 'server-only';
// next-auth (v4) as the OAuth2 client of our accounts service (authorization code + PKCE).
// The provider's access token lives only inside the sealed bn_auth JWT cookie.
import type { NextAuthOptions } from 'next-auth';
import { revalidateTag } from 'next/cache';
import { accountSchema } from '@/lib/contracts/account';
import { COOKIES } from '@/lib/constants';
import { webConfig } from './config';
import { authFlowCookieAttributes, sessionCookieAttributes } from './cookies';
import { personalCache, viewerTag } from './personal-cache';
import { isTrustedUrl } from './trusted-hosts';

/** Expires an account's kept personal reads on every web process, where Next allows it. */
function expireViewer(userId: number) {
  try {
    revalidateTag(viewerTag(userId), { expire: 0 });
  } catch {
    // Outside a route handler: this process forgot the token; the 5 s lifetime bounds the rest.
  }
}

/** The session cookie carries a token the provider signed out (or never issued). */
export class SignedOutError extends Error {
  constructor() {
    super('The session token was signed out.');
  }
}

/**
 * Whether the provider refuses this token (GET /account/session: 401). Only a refusal counts: an
 * unreachable provider is an outage, and an outage does not sign anybody out.
 */
export async function isSignedOut(providerUrl: string, accessToken: unknown): Promise<boolean> {
  if (typeof accessToken !== 'string') return true;
  try {
    const res = await fetch(`${providerUrl}/account/session`, {
      headers: { authorization: `Bearer ${accessToken}` },
      signal: AbortSignal.timeout(2_000),
    });
    return res.status === 401;
  } catch {
    return false;
  }
}

export function authOptions(): NextAuthOptions {
  const config = webConfig();
  process.env.NEXTAUTH_URL ??= config.WEB_URL;
  const flow = authFlowCookieAttributes(config.ROOT_DOMAIN, config.secure);
  const { maxAge: _maxAge, ...session } = sessionCookieAttributes(config.ROOT_DOMAIN, config.secure);
  return {
    secret: config.SESSION_SECRET,
    session: { strategy: 'jwt', maxAge: COOKIES.session.maxAgeSeconds },
    useSecureCookies: config.secure,
    // The helper cookies must not start with 'bn_auth': next-auth reads every cookie whose name
    // starts with the session cookie's as one chunked token, and would fail to decode it.
    cookies: {
      sessionToken: { name: COOKIES.session.name, options: session },
      callbackUrl: { name: 'bn_flow.callback-url', options: flow },
      csrfToken: { name: 'bn_flow.csrf-token', options: flow },
      pkceCodeVerifier: { name: 'bn_flow.pkce', options: { ...flow, maxAge: 900 } },
      state: { name: 'bn_flow.state', options: { ...flow, maxAge: 900 } },
      nonce: { name: 'bn_flow.nonce', options: flow },
    },
    pages: { signIn: '/sign-in', signOut: '/', error: '/sign-in' },
    logger: {
      // A replayed signed-out cookie is expected traffic, not an error worth a stack trace.
      error(code, metadata) {
        const error = metadata instanceof Error ? metadata : (metadata as { error?: unknown } | undefined)?.error;
        if (code === 'JWT_SESSION_ERROR' && error instanceof SignedOutError) return;
        console.error(`[next-auth][error][${code}]`, metadata);
      },
    },
    providers: [
      {
        id: 'accounts',
        name: 'Nervus accounts',
        type: 'oauth',
        idToken: false,
        clientId: config.OAUTH_CLIENT_ID,
        clientSecret: config.OAUTH_CLIENT_SECRET,
        checks: ['pkce', 'state'],
        authorization: { url: `${config.ACCOUNTS_URL}/oauth2/authorize`, params: { scope: 'profile email' } },
        token: `${config.PROVIDER_API_URL}/oauth2/token`,
        userinfo: {
          async request({ tokens }) {
            const res = await fetch(`${config.PROVIDER_API_URL}/me/detailed`, {
              headers: { authorization: `Bearer ${tokens.access_token}` },
            });
            if (!res.ok) throw new Error(`userinfo failed with ${res.status}`);
            return ((await res.json()) as { data: unknown }).data as Record<string, unknown>;
          },
        },
        profile(raw) {
          const account = accountSchema.parse(raw);
          return {
            id: String(account.user.id),
            name: account.user.screen_name,
            email: account.user.email,
            image: account.user.avatar_url,
          };
        },
      },
    ],
    events: {
      // Re-scouting (spec 3 §4): signing in after opening a scout's link makes the player that
      // scout's recruit when nobody holds them any more (the provider decides, domain/scouts.ts).
      async signIn({ account }) {
        if (!account?.access_token) return;
        const { cookies } = await import('next/headers');
        const scoutId = (await cookies()).get(COOKIES.scoutId.name)?.value;
        if (!scoutId || !/^\d{1,12}$/.test(scoutId)) return;
        await fetch(`${config.PROVIDER_API_URL}/sharing/scout`, {
          method: 'POST',
          headers: { authorization: `Bearer ${account.access_token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ scout_id: Number(scoutId) }),
          signal: AbortSignal.timeout(5_000),
        }).catch(() => undefined); // sign-in goes on either way
      },
      // The provider forgets the token too: a copy of the cookie is worthless after sign-out.
      async signOut({ token }) {
        if (typeof token?.accessToken !== 'string') return;
        await fetch(`${config.PROVIDER_API_URL}/account/session`, {
          method: 'DELETE',
          headers: { authorization: `Bearer ${token.accessToken}` },
          signal: AbortSignal.timeout(5_000),
        }).catch(() => undefined); // the cookie goes either way
        // After the provider forgot the token, so no read in between is kept again; the tag
        // reaches the other web processes' kept reads (personal-cache.ts).
        personalCache().forget(token.accessToken);
        if (typeof token.userId === 'number') expireViewer(token.userId);
      },
    },
    callbacks: {
      async jwt({ token, account, user }) {
        if (account?.access_token) {
          token.accessToken = account.access_token;
          token.userId = Number(user?.id ?? token.sub);
          token.screenName = user?.name ?? undefined;
        } else if (await isSignedOut(config.PROVIDER_API_URL, token.accessToken)) {
          // A replayed copy of a signed-out cookie: next-auth answers no session and clears the cookie,
          // and pages keep nothing of it (server/bff/personal-cache.ts).
          if (typeof token.accessToken === 'string') personalCache().forget(token.accessToken);
          throw new SignedOutError();
        }
        return token;
      },
      // The browser-facing session never carries the provider token.
      async session({ session, token }) {
        return { ...session, user: { name: token.screenName as string | undefined, image: session.user?.image } };
      },
      async redirect({ url, baseUrl }) {
        if (url.startsWith('/')) return `${baseUrl}${url}`;
        if (await isTrustedUrl(url)) return url;
        return baseUrl;
      },
    },
  };
}
