// Stripe through its official SDK (issue 16 §2): Checkout Sessions to add funds, the signed webhook
// to credit them, transfers to a connected account to pay a withdrawal. STRIPE_API_HOST/PORT/
// PROTOCOL point the SDK elsewhere (the tests' local server that answers as Stripe's API does).
import Stripe from 'stripe';
import type { ProviderConfig } from '../config';
import type { PaymentProvider } from './provider';

export function stripeProvider(config: ProviderConfig): PaymentProvider {
  const stripe = new Stripe(config.STRIPE_SECRET_KEY!, {
    maxNetworkRetries: 2,
    timeout: 10_000,
    ...(config.STRIPE_API_HOST ? { host: config.STRIPE_API_HOST } : {}),
    ...(config.STRIPE_API_PORT ? { port: config.STRIPE_API_PORT } : {}),
    ...(config.STRIPE_API_PROTOCOL ? { protocol: config.STRIPE_API_PROTOCOL } : {}),
  });
  const webhookSecret = config.STRIPE_WEBHOOK_SECRET!;
  return {
    name: 'stripe',
    async startDeposit({ depositId, userId, amountCents, returnUrl, idempotencyKey }) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          client_reference_id: String(userId),
          line_items: [
            {
              quantity: 1,
              price_data: { currency: 'usd', unit_amount: amountCents, product_data: { name: 'Nervus wallet funds' } },
            },
          ],
          metadata: { deposit_id: String(depositId), user_id: String(userId) },
          success_url: `${returnUrl}?deposit=${depositId}`,
          cancel_url: returnUrl,
        },
        // A retried create (network) makes one session, not two.
        { idempotencyKey },
      );
      if (!session.url) throw new Error(`Stripe returned no Checkout URL for session ${session.id}`);
      return { externalId: session.id, url: session.url };
    },
    async payout({ payoutId, amountCents, destination, idempotencyKey }) {
      const transfer = await stripe.transfers.create(
        { amount: amountCents, currency: 'usd', destination, metadata: { payout_id: String(payoutId) } },
        { idempotencyKey },
      );
      return { reference: transfer.id };
    },
    verifyWebhook(rawBody, signature) {
      const event = stripe.webhooks.constructEvent(rawBody, signature, webhookSecret);
      // A delayed method (a bank debit) completes unpaid and succeeds later in its own event.
      const session = event.type.startsWith('checkout.session.')
        ? (event.data.object as Stripe.Checkout.Session)
        : null;
      return {
        id: event.id,
        type: event.type,
        sessionId: session?.id ?? null,
        paid: session?.payment_status === 'paid',
      };
    },
  };
}
