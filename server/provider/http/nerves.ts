// POST /nerves/trait (spec 1 §7): one analytics event, stored as sent (domain/traits.ts). Anonymous
// visitors are recorded by fingerprint; signed-in ones also by user id.
import { Hono } from 'hono';
import { traitInputSchema } from '@/lib/contracts/trait';
import { recordTrait } from '../domain/traits';
import { ok, parseBody } from './respond';
import type { AppEnv, Deps } from './types';

/** Mounted at /nerves (app.ts), so the paths below are relative to it. */
export function nervesRoutes({ db }: Deps) {
  const app = new Hono<AppEnv>();
  app.post('/trait', async (c) => {
    const body = await parseBody(c, traitInputSchema);
    if (!body.ok) return body.response;
    const input = body.data;
    // Every request carries the fingerprint as a query parameter too (spec 1 §7).
    const fingerprint = input.fingerprint ?? c.req.query('fingerprint')?.slice(0, 128) ?? null;
    await recordTrait(db, { userId: c.var.user?.id ?? null, fingerprint }, input);
    return ok(c, { accepted: true }, 202);
  });
  return app;
}
