// The wallet and patron funding (issue 16): GET /wallet (balance, history page, held prizes,
// withdrawals, fundings); POST /wallet/deposits (sandbox: credited now; Stripe: the Checkout URL);
// POST /wallet/withdrawals; POST /fundings and DELETE /fundings/{id}; POST
// /challenges/{slug}/prizes/pay (the catalyst pays held prizes now). Every mutation takes the
// browser's Idempotency-Key and is written to the money audit.
import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { z } from 'zod';
import { depositSchema, fundingSchema, withdrawalSchema } from '@/lib/contracts/wallet';
import { href } from '@/lib/routes/table';
import { createFunding, stopFunding } from '../domain/fundings';
import { requestWithdrawal } from '../domain/payouts';
import { payHeldPrizes } from '../domain/prize-money';
import { startDeposit, walletView, type Actor } from '../domain/wallet';
import { paymentProvider } from '../payments/provider';
import { currentUser, requireUser } from './auth';
import { auditMoney, requestKeyOf } from './money-audit';
import { fail, ok, parseBody } from './respond';
import type { AppEnv, Deps } from './types';
import type { Context } from 'hono';

const pageQuery = z.coerce.number().int().min(1).max(10_000).catch(1);

function actorOf(c: Context<AppEnv>): Actor {
  return { userId: currentUser(c).id, shadowAdminId: c.get('shadowAdminId') };
}

export function walletRoutes(deps: Deps) {
  const { db, config } = deps;
  const provider = deps.payments ?? paymentProvider(config);
  const app = new Hono<AppEnv>();
  app.get('/wallet', requireUser, async (c) => {
    const page = pageQuery.parse(c.req.query('page'));
    return ok(c, await walletView(db, provider, currentUser(c).id, page));
  });
  app.post('/wallet/deposits', requireUser, auditMoney(deps, 'deposit'), async (c) => {
    const body = await parseBody(c, depositSchema);
    if (!body.ok) return body.response;
    const result = await startDeposit(db, provider, actorOf(c), {
      amountCents: body.data.amount_cents,
      requestKey: requestKeyOf(c) ?? randomUUID(),
      returnUrl: new URL(href('account.payment-wallets'), config.WEB_URL).toString(),
    });
    if (!result.ok) return fail(c, result.status, result.error);
    return ok(
      c,
      result.credited ? { credited: true, balance_cents: result.balance_cents } : { credited: false, url: result.url },
      201,
    );
  });
  app.post('/wallet/withdrawals', requireUser, auditMoney(deps, 'withdrawal'), async (c) => {
    const body = await parseBody(c, withdrawalSchema);
    if (!body.ok) return body.response;
    const result = await requestWithdrawal(db, provider, actorOf(c), {
      amountCents: body.data.amount_cents,
      destination: body.data.destination,
      requestKey: requestKeyOf(c) ?? randomUUID(),
    });
    if (!result.ok) return fail(c, result.status, [{ field: result.field, error: result.error }]);
    return ok(c, { id: result.id, balance_cents: result.balance_cents }, 201);
  });
  app.post('/fundings', requireUser, auditMoney(deps, 'funding'), async (c) => {
    const body = await parseBody(c, fundingSchema);
    if (!body.ok) return body.response;
    const result = await createFunding(db, actorOf(c), body.data, requestKeyOf(c) ?? randomUUID());
    if (!result.ok)
      return fail(c, result.status, [{ field: result.status === 402 ? 'amount_cents' : '*', error: result.error }]);
    return ok(c, result.funding, 201);
  });
  app.delete('/fundings/:id{[0-9]+}', requireUser, auditMoney(deps, 'funding-stop'), async (c) => {
    const result = await stopFunding(db, actorOf(c), Number(c.req.param('id')));
    return result.ok ? ok(c, result.funding) : fail(c, result.status, result.error);
  });
  app.post('/challenges/:slug/prizes/pay', requireUser, auditMoney(deps, 'prizes-pay'), async (c) => {
    const result = await payHeldPrizes(db, currentUser(c), c.req.param('slug'));
    return result.ok ? ok(c, result) : fail(c, result.status, result.error);
  });
  return app;
}
