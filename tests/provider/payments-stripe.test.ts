// Stripe pay-in (issue 16 §2): with STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET set, adding funds
// creates a Checkout Session through the official SDK, here answered by a local HTTP server that
// speaks as Stripe's API does for that call (STRIPE_API_HOST/PORT/PROTOCOL); nothing is credited
// until the signed webhook says the session was paid. A bad signature gets 400 and credits
// nothing; the same event twice, or two events of one session, credit once.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { z } from 'zod';
import { PAYMENT_MESSAGES } from '@/lib/payments';
import { demoUser, dataOf, errorsOf, tokenFor } from './api-helpers';
import { createTestProvider, type TestProvider } from './harness';
import { walletBalance } from './money-helpers';

const WEBHOOK_SECRET = 'whsec_test_secret_for_nervus';
let stripeApi: Server;
const calls: { path: string; body: string; idempotencyKey: string | undefined }[] = [];
let provider: TestProvider;

beforeAll(async () => {
  stripeApi = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const key = req.headers['idempotency-key'];
      calls.push({ path: req.url ?? '', body, idempotencyKey: Array.isArray(key) ? key[0] : key });
      res.setHeader('content-type', 'application/json');
      if (req.method === 'POST' && req.url === '/v1/checkout/sessions') {
        const params = new URLSearchParams(body);
        const id = `cs_test_${params.get('metadata[deposit_id]')}`;
        res.end(JSON.stringify({ id, object: 'checkout.session', url: `https://checkout.stripe.test/pay/${id}` }));
        return;
      }
      res.statusCode = 404;
      res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } }));
    });
  });
  await new Promise<void>((resolve) => stripeApi.listen(0, '127.0.0.1', resolve));
  const { port } = stripeApi.address() as AddressInfo;
  provider = await createTestProvider({
    env: {
      STRIPE_SECRET_KEY: 'sk_test_nervus',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_HOST: '127.0.0.1',
      STRIPE_API_PORT: String(port),
      STRIPE_API_PROTOCOL: 'http',
    },
  });
});
afterAll(async () => {
  await provider.close();
  await new Promise((resolve) => stripeApi.close(resolve));
});

const signer = new Stripe('sk_test_nervus');
function event(id: string, sessionId: string, paymentStatus = 'paid', type = 'checkout.session.completed') {
  return JSON.stringify({
    id,
    object: 'event',
    type,
    data: { object: { id: sessionId, object: 'checkout.session', payment_status: paymentStatus } },
  });
}
const deliver = (
  payload: string,
  signature = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
) =>
  provider.app.request('/payments/stripe/webhook', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body: payload,
  });

test('adding funds opens Checkout and credits only from the verified webhook, once', async () => {
  const user = await demoUser(provider, 'JunoPark');
  const token = await tokenFor(provider, 'JunoPark');
  const before = await walletBalance(provider.database.db, user.id);
  const started = await dataOf(
    await provider.request('/wallet/deposits', {
      method: 'POST',
      token,
      body: { amount_cents: 4200 },
      headers: { 'idempotency-key': 'stripe-deposit-1' },
    }),
    201,
    z.object({ credited: z.literal(false), url: z.string() }),
  );
  const sessionId = started.url.split('/').at(-1)!;
  expect(started.url).toBe(`https://checkout.stripe.test/pay/${sessionId}`);
  const created = calls.find((c) => c.path === '/v1/checkout/sessions')!;
  expect(new URLSearchParams(created.body).get('line_items[0][price_data][unit_amount]')).toBe('4200');
  expect(created.idempotencyKey).toMatch(/^deposit-\d+-stripe-deposit-1$/);
  // The same submission again gets the same Checkout page, and Stripe is not asked twice.
  const again = await dataOf(
    await provider.request('/wallet/deposits', {
      method: 'POST',
      token,
      body: { amount_cents: 4200 },
      headers: { 'idempotency-key': 'stripe-deposit-1' },
    }),
    201,
    z.object({ url: z.string() }),
  );
  expect(again.url).toBe(started.url);
  expect(calls.filter((c) => c.path === '/v1/checkout/sessions')).toHaveLength(1);
  expect(await walletBalance(provider.database.db, user.id)).toBe(before);

  // A bad signature: 400, nothing credited.
  const forged = await deliver(event('evt_forged', sessionId), 't=1,v1=deadbeef');
  expect(forged.status).toBe(400);
  await errorsOf(forged, 400);
  // Signed with another secret: refused too.
  const otherSecret = signer.webhooks.generateTestHeaderString({
    payload: event('evt_other', sessionId),
    secret: 'whsec_someone_else',
  });
  expect((await deliver(event('evt_other', sessionId), otherSecret)).status).toBe(400);
  expect(await walletBalance(provider.database.db, user.id)).toBe(before);

  // The real event, delivered twice, and a second event about the same session: one credit.
  const payload = event('evt_paid_1', sessionId);
  expect((await deliver(payload)).status).toBe(200);
  expect((await deliver(payload)).status).toBe(200);
  expect((await deliver(event('evt_paid_2', sessionId))).status).toBe(200);
  expect(await walletBalance(provider.database.db, user.id)).toBe(before + 4200);
});

test('a session that is not paid yet credits nothing', async () => {
  const user = await demoUser(provider, 'SamOkafor');
  const token = await tokenFor(provider, 'SamOkafor');
  const before = await walletBalance(provider.database.db, user.id);
  const started = await dataOf(
    await provider.request('/wallet/deposits', { method: 'POST', token, body: { amount_cents: 1000 } }),
    201,
    z.object({ url: z.string() }),
  );
  const sessionId = started.url.split('/').at(-1)!;
  expect((await deliver(event('evt_unpaid', sessionId, 'unpaid'))).status).toBe(200);
  expect(await walletBalance(provider.database.db, user.id)).toBe(before);
});

test('deposits below the minimum are refused with the message', async () => {
  const token = await tokenFor(provider, 'SamOkafor');
  const refused = await errorsOf(
    await provider.request('/wallet/deposits', { method: 'POST', token, body: { amount_cents: 99 } }),
    422,
  );
  expect(refused.errors).toEqual([{ field: 'amount_cents', error: 'Add at least $1.' }]);
});

test('a delayed payment completes unpaid and is credited when it succeeds', async () => {
  const user = await demoUser(provider, 'AishaBello');
  const token = await tokenFor(provider, 'AishaBello');
  const before = await walletBalance(provider.database.db, user.id);
  const started = await dataOf(
    await provider.request('/wallet/deposits', { method: 'POST', token, body: { amount_cents: 3000 } }),
    201,
    z.object({ url: z.string() }),
  );
  const sessionId = started.url.split('/').at(-1)!;
  expect((await deliver(event('evt_delayed_1', sessionId, 'unpaid'))).status).toBe(200);
  expect(await walletBalance(provider.database.db, user.id)).toBe(before);
  expect(
    (await deliver(event('evt_delayed_2', sessionId, 'paid', 'checkout.session.async_payment_succeeded'))).status,
  ).toBe(200);
  expect(await walletBalance(provider.database.db, user.id)).toBe(before + 3000);
});

test('with Stripe, a withdrawal goes to a Stripe account and sandbox money never leaves as real money', async () => {
  const token = await tokenFor(provider, 'JunoPark');
  const notAccount = await errorsOf(
    await provider.request('/wallet/withdrawals', {
      method: 'POST',
      token,
      body: { amount_cents: 1000, destination: 'PayPal me' },
    }),
    422,
  );
  expect(notAccount.errors).toEqual([{ field: 'destination', error: PAYMENT_MESSAGES.stripeDestination }]);
  // JunoPark's wallet holds what is left of the demo's sandbox money and the 4,200 cents paid
  // through Stripe above: the whole balance is more than may leave.
  const juno = await demoUser(provider, 'JunoPark');
  const balance = await walletBalance(provider.database.db, juno.id);
  const sandboxOnly = await errorsOf(
    await provider.request('/wallet/withdrawals', {
      method: 'POST',
      token,
      body: { amount_cents: balance, destination: 'acct_1Nervus00' },
    }),
    422,
  );
  expect(sandboxOnly.errors[0].error).toBe(PAYMENT_MESSAGES.sandboxNotWithdrawable);
  await dataOf(
    await provider.request('/wallet/withdrawals', {
      method: 'POST',
      token,
      body: { amount_cents: 4200, destination: 'acct_1Nervus00' },
    }),
    201,
    z.object({ id: z.number() }),
  );
});
