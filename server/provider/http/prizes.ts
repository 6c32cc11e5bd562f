// PUT (and POST, as spec 2 §7 names both) /prizes/{challengeId}: the catalyst changes an open
// challenge's prize after publishing (lib/challenges/prize-update.ts). 200 { data: { slug,
// platform } }; 403 for anyone else; 422 with the {field, error} list.
// GET /prizes/challenge/{challengeId}: a published challenge's prize; 404 otherwise.
import { Hono } from 'hono';
import { prizeUpdateSchema } from '@/lib/contracts/prize-update';
import { updatePrize } from '../domain/prize-update';
import { loadChallengePrize } from '../domain/spec2-calls';
import { currentUser, requireUser } from './auth';
import { fail, ok, parseBody } from './respond';
import type { AppEnv, Deps } from './types';

/** Mounted at /prizes (app.ts), so the paths below are relative to it. */
export function prizesRoutes({ db }: Deps) {
  const app = new Hono<AppEnv>();
  app.get('/challenge/:id', async (c) => {
    const raw = c.req.param('id');
    const prize = /^\d{1,9}$/.test(raw) ? await loadChallengePrize(db, Number(raw)) : null;
    return prize ? ok(c, prize) : fail(c, 404, 'Challenge not found');
  });
  app.on(['PUT', 'POST'], '/:id', requireUser, async (c) => {
    const id = Number(c.req.param('id'));
    if (!Number.isSafeInteger(id) || id <= 0) return fail(c, 404, 'Challenge not found');
    const body = await parseBody(c, prizeUpdateSchema);
    if (!body.ok) return body.response;
    const result = await updatePrize(db, currentUser(c), id, body.data);
    return result.ok ? ok(c, { slug: result.slug, platform: result.platform }) : fail(c, result.status, result.errors);
  });
  return app;
}
