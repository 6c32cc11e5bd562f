import 'server-only';
// Money for the web (issue 16): the signed-in player's wallet page, the admin payments page's
// lists, and the Idempotency-Key the browser sends with every money mutation, passed on to the
// provider so a retried submission moves money once. Personal reads: never cached.
import { z } from 'zod';
import type { Category } from '@/lib/contracts/platform';
import { PAYMENT_MESSAGES } from '@/lib/payments';
import { challengesHomeHref, href, userHomeHref } from '@/lib/routes/table';
import {
  adminPayoutSchema,
  FUNDING_TARGET_TYPES,
  type FundingTargetType,
  IDEMPOTENCY_HEADER,
  idempotencyKeySchema,
  moneyAuditEntrySchema,
  walletViewSchema,
  type WalletView,
} from '@/lib/contracts/wallet';
import { API_TIMEOUT_MS, MESSAGES } from '@/lib/constants';
import { webConfig } from './config';
import { provider } from './provider';
import { getCategories, getChallenge, getPlatform, getUserByScreenName, throwIfProviderFailed } from './loaders';

/** The browser's key for this submission, as a header for the provider; none when it sent none (or a malformed one). */
export function idempotencyHeaders(request: Request): Record<string, string> | undefined {
  const key = idempotencyKeySchema.safeParse(request.headers.get(IDEMPOTENCY_HEADER));
  return key.success ? { [IDEMPOTENCY_HEADER]: key.data } : undefined;
}

/** The wallet with one page of its history; null when signed out (the page sends the person to sign in). */
export async function getWallet(page = 1): Promise<WalletView | null> {
  const res = await provider('/wallet', { schema: walletViewSchema, query: { page } });
  throwIfProviderFailed(res, 'the wallet');
  return res.ok ? res.data : null;
}

/** The wallet's balance alone, for the pages that offer paying from it; null when it cannot be read. */
export async function getWalletBalance(): Promise<number | null> {
  const res = await provider('/wallet', { schema: walletViewSchema.pick({ balance_cents: true }) });
  return res.ok ? res.data.balance_cents : null;
}

export type PayoutStatus = 'pending' | 'paid' | 'rejected';

export async function getAdminPayouts(status: PayoutStatus) {
  const res = await provider('/admin/payouts', { schema: z.array(adminPayoutSchema), query: { status } });
  throwIfProviderFailed(res, `${status} payouts`);
  return res.ok ? res.data : null;
}

export async function getMoneyAudit() {
  const res = await provider('/admin/money-audit', { schema: z.array(moneyAuditEntrySchema) });
  throwIfProviderFailed(res, 'the money audit');
  return res.ok ? res.data : null;
}

/**
 * Stripe's webhook passed on to the provider byte for byte: the signature covers the exact raw
 * body, so it is never parsed or re-encoded here. The provider's answer (400 for a bad signature,
 * 200 once handled) goes back to Stripe as it came; an unreachable provider is a 503, which
 * Stripe retries later.
 */
export async function relayStripeWebhook(raw: string, signature: string | null): Promise<Response> {
  const url = new URL('/payments/stripe/webhook', webConfig().PROVIDER_API_URL);
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(signature ? { 'stripe-signature': signature } : {}),
      },
      body: raw,
      cache: 'no-store',
      signal: AbortSignal.timeout(API_TIMEOUT_MS),
    });
    return new Response(await res.text(), {
      status: res.status,
      headers: { 'content-type': res.headers.get('content-type') ?? 'application/json' },
    });
  } catch {
    return Response.json({ errors: [{ field: '*', error: MESSAGES.generic }] }, { status: 503 });
  }
}

export interface FundTarget {
  type: FundingTargetType;
  /** What the funding form sends: the screen name, slug or category slug. */
  target: string;
  /** How the page names it. */
  label: string;
  /** Where the money goes, in a sentence. */
  explains: string;
  /** A page about the target, when there is one, and its link's text. */
  link: string | null;
  linkLabel: string;
  /** Why it cannot be funded now (a closed challenge), else null. */
  closedReason: string | null;
}

function flatten(list: Category[]): Category[] {
  return list.flatMap((c) => [c, ...flatten(c.subcategories)]);
}

/** The target of /fund/{type}/{target}, named for the page; null when there is none of that name. */
export async function getFundTarget(type: string, target: string, community: string): Promise<FundTarget | null> {
  const kind = z.enum(FUNDING_TARGET_TYPES).safeParse(type);
  if (!kind.success) return null;
  if (kind.data === 'user') {
    const user = await getUserByScreenName(target);
    if (!user) return null;
    const name = `${user.first_name} ${user.last_name}`.trim();
    return {
      type: 'user',
      target: user.screen_name,
      label: name ? `${name} (@${user.screen_name})` : `@${user.screen_name}`,
      explains: `The money goes to @${user.screen_name}'s wallet.`,
      link: userHomeHref(user.screen_name),
      linkLabel: `@${user.screen_name}'s platform`,
      closedReason: null,
    };
  }
  if (kind.data === 'challenge') {
    const challenge = await getChallenge(target);
    if (!challenge) return null;
    return {
      type: 'challenge',
      target: challenge.slug,
      label: challenge.question_title,
      explains: "The money joins this challenge's prize total, shared among its top ideas when it closes.",
      link: href('challenges.show', { challenge: challenge.slug }),
      linkLabel: 'The challenge',
      closedReason: challenge.closed ? PAYMENT_MESSAGES.challengeClosed : null,
    };
  }
  if (kind.data === 'platform') {
    const platform = await getPlatform(target);
    if (!platform) return null;
    return {
      type: 'platform',
      target: platform.slug,
      label: platform.title,
      explains: `The money joins the prize pool of the tournament running in ${platform.title}.`,
      link: null,
      linkLabel: '',
      closedReason: null,
    };
  }
  const category = flatten(await getCategories(community)).find((c) => c.slug === target);
  if (!category) return null;
  return {
    type: 'category',
    target: category.slug,
    label: `${category.name} challenges`,
    explains: `The money is shared equally among the open ${category.name} challenges' prize totals at each charge.`,
    link: challengesHomeHref({ category: category.slug }),
    linkLabel: `The open ${category.name} challenges`,
    closedReason: null,
  };
}
