// POST /payments/stripe/webhook (issue 16 §2): Stripe's events, credited only after the signature
// over the exact raw body is verified (400 otherwise, nothing credited). A redelivered event is
// acknowledged with 200 and moves nothing. Without Stripe configured there is no webhook: 404.
import { Hono } from 'hono';
import { PAYMENT_MESSAGES } from '@/lib/payments';
import { handlePaymentEvent } from '../domain/wallet';
import { paymentProvider } from '../payments/provider';
import { fail, ok } from './respond';
import type { AppEnv, Deps } from './types';

export function paymentsWebhookRoutes(deps: Deps) {
  const provider = deps.payments ?? paymentProvider(deps.config);
  const app = new Hono<AppEnv>();
  app.post('/stripe/webhook', async (c) => {
    if (!provider.verifyWebhook) return fail(c, 404, 'Not found');
    const raw = await c.req.text();
    let event: ReturnType<NonNullable<typeof provider.verifyWebhook>>;
    try {
      event = provider.verifyWebhook(raw, c.req.header('stripe-signature') ?? '');
    } catch {
      return fail(c, 400, PAYMENT_MESSAGES.webhookSignature);
    }
    return ok(c, { received: true, outcome: await handlePaymentEvent(deps.db, event) });
  });
  return app;
}
