// Admin payments of olympiads (spec 3 §7): GET /admin/olympiads (every olympiad, those waiting for
// review first), GET /admin/payments/olympiads/{id} (the allocation), POST /admin/payout/olympiad
// (pays all eligible players), POST /admin/olympiads/{id}/result-prize-calcualtion (closes the
// olympiad now and answers its allocation; spec 3's spelling, also under 'calculation').
import { Hono, type Context } from 'hono';
import { payoutOlympiadSchema } from '@/lib/contracts/olympiads';
import { closeOlympiad, OLYMPIAD_MESSAGES, payOlympiad } from '../domain/olympiad-closing';
import { findOlympiadRow, listAllOlympiads, loadAllocation } from '../domain/olympiad-reads';
import { currentUser, requireUser } from './auth';
import { auditMoney } from './money-audit';
import { fail, ok, parseBody } from './respond';
import type { AppEnv, Deps } from './types';

export function adminOlympiadRoutes(deps: Deps) {
  const { db } = deps;
  const app = new Hono<AppEnv>();
  app.use('*', requireUser, async (c, next) => {
    if (!currentUser(c).globalAdmin) return fail(c, 403, 'Only admins can do this.');
    await next();
  });
  app.get('/olympiads', async (c) => ok(c, await listAllOlympiads(db, new Date())));
  app.get('/payments/olympiads/:id{[0-9]+}', async (c) => {
    const row = await findOlympiadRow(db, Number(c.req.param('id')));
    return row ? ok(c, await loadAllocation(db, row, new Date())) : fail(c, 404, OLYMPIAD_MESSAGES.notFound);
  });
  app.post('/payout/olympiad', auditMoney(deps, 'olympiad-payout'), async (c) => {
    const body = await parseBody(c, payoutOlympiadSchema);
    if (!body.ok) return body.response;
    const paid = await payOlympiad(db, body.data.olympiad_id, currentUser(c).id);
    return paid.ok ? ok(c, { paid: paid.paid }) : fail(c, paid.status, paid.error);
  });
  const calculate = async (c: Context<AppEnv>) => {
    const id = Number(c.req.param('id'));
    const row = await findOlympiadRow(db, id);
    if (!row) return fail(c, 404, OLYMPIAD_MESSAGES.notFound);
    if (row.state === 'open') await closeOlympiad(db, id, new Date(), { force: true });
    return ok(c, await loadAllocation(db, (await findOlympiadRow(db, id))!, new Date()));
  };
  app.post('/olympiads/:id{[0-9]+}/result-prize-calcualtion', calculate);
  app.post('/olympiads/:id{[0-9]+}/result-prize-calculation', calculate);
  return app;
}
