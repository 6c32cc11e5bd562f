// POST /api/payments/stripe/webhook -> provider POST /payments/stripe/webhook (issue 16 §2): Stripe
// calls this, not a page of ours, so there is no same-origin guard; the signature over the exact
// raw body is the guard, checked by the provider. Only the body size is limited here.
import { relayStripeWebhook } from '@/server/bff/money';
import { refuseLargeBody } from '@/server/bff/route-guards';

export const dynamic = 'force-dynamic';

export async function POST(request: Request) {
  const tooLarge = await refuseLargeBody(request);
  if (tooLarge) return tooLarge;
  return relayStripeWebhook(await request.text(), request.headers.get('stripe-signature'));
}
