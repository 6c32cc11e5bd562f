// Admin payments (spec 1 §6 'payments, payouts'; issue 16 §6): GET /admin/payouts?status= lists
// withdrawals; POST /admin/payouts/{id} pays (Stripe transfer, or by hand with a reference) or
// rejects one; GET /admin/money-audit reads the audit trail. Global admins only.
import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { payoutDecisionSchema } from '@/lib/contracts/wallet';
import { recentMoneyAudit } from '../domain/money-audit';
import { decidePayout, listPayouts } from '../domain/payouts';
import { paymentProvider } from '../payments/provider';
import { currentUser, requireUser } from './auth';
import { auditMoney } from './money-audit';
import { fail, ok, parseBody } from './respond';
import type { AppEnv, Deps } from './types';

const statusQuery = z.enum(['pending', 'paid', 'rejected']).catch('pending');

const requireAdmin: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!currentUser(c).globalAdmin) return fail(c, 403, 'Only admins can do this.');
  await next();
};

export function adminPaymentsRoutes(deps: Deps) {
  const { db } = deps;
  const provider = deps.payments ?? paymentProvider(deps.config);
  const app = new Hono<AppEnv>();
  // Guards on each route, not app.use('*'): mounted at /admin, a catch-all would also take the
  // other /admin routers' requests.
  app.get('/payouts', requireUser, requireAdmin, async (c) =>
    ok(c, await listPayouts(db, statusQuery.parse(c.req.query('status')))),
  );
  app.post('/payouts/:id{[0-9]+}', requireUser, requireAdmin, auditMoney(deps, 'payout-decision'), async (c) => {
    const body = await parseBody(c, payoutDecisionSchema);
    if (!body.ok) return body.response;
    const admin = { userId: currentUser(c).id, shadowAdminId: c.get('shadowAdminId') };
    const result = await decidePayout(db, provider, admin, Number(c.req.param('id')), body.data);
    return result.ok ? ok(c, result.payout) : fail(c, result.status, [{ field: result.field, error: result.error }]);
  });
  app.get('/money-audit', requireUser, requireAdmin, async (c) =>
    ok(
      c,
      (await recentMoneyAudit(db)).map((row) => ({ ...row, created_at: row.createdAt.toISOString() })),
    ),
  );
  return app;
}
