// Signed one-click unsubscribe links (issue 19 §4; RFC 8058). A link names the user and the one
// preference it switches off, signed with HMAC-SHA256, so it works without signing in and cannot
// be forged for another user or another preference. The key is derived from OAUTH_CLIENT_SECRET,
// which production must set (config), so no second secret has to be managed.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { EMAIL_PREFERENCES, type EmailPreferenceKey } from '@/lib/contracts/preferences';
import type { ProviderConfig } from '../config';

export const UNSUBSCRIBE_PATH = '/accounts/unsubscribe';

function key(config: Pick<ProviderConfig, 'OAUTH_CLIENT_SECRET'>): Buffer {
  return createHash('sha256').update(`nervus-unsubscribe\0${config.OAUTH_CLIENT_SECRET}`).digest();
}

function sign(config: Pick<ProviderConfig, 'OAUTH_CLIENT_SECRET'>, userId: number, pref: string): string {
  return createHmac('sha256', key(config)).update(`${userId}.${pref}`).digest('base64url');
}

export function unsubscribeUrl(
  config: Pick<ProviderConfig, 'OAUTH_CLIENT_SECRET' | 'ACCOUNTS_PUBLIC_URL'>,
  userId: number,
  pref: EmailPreferenceKey,
): string {
  const base = config.ACCOUNTS_PUBLIC_URL.replace(/\/+$/, '');
  const query = new URLSearchParams({ u: String(userId), k: pref, s: sign(config, userId, pref) });
  return `${base}${UNSUBSCRIBE_PATH}?${query}`;
}

/** The user and preference of a genuine link, or null. */
export function readUnsubscribeLink(
  config: Pick<ProviderConfig, 'OAUTH_CLIENT_SECRET'>,
  get: (name: string) => string | undefined,
): { userId: number; pref: EmailPreferenceKey } | null {
  const u = get('u') ?? '';
  const k = get('k') ?? '';
  const s = get('s') ?? '';
  if (!/^\d{1,9}$/.test(u) || !EMAIL_PREFERENCES.some((p) => p.key === k) || s.length > 100) return null;
  const expected = Buffer.from(sign(config, Number(u), k));
  const given = Buffer.from(s);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return { userId: Number(u), pref: k as EmailPreferenceKey };
}
