// Director and base-olympiad calls under /olympiad (spec 3 §1, §2.5, §7 base-olympiads; issue 17
// §1, §5): GET /{platform}/base-olympiads (public), PUT /base-olympiads/{id} (settings), admins
// added and removed, stop or start, and GET /director, the director dashboard (behind the
// director-dashboard flag, spec 1 §3). Changes need the host, an admin they added, or a global admin.
// Every change a director makes is noted for the audit log (http/admin-audit.ts), like an admin's.
import type { Context, Hono } from 'hono';
import { addAdminSchema, baseOlympiadUpdateSchema, DIRECTOR_MESSAGES, stopSchema } from '@/lib/contracts/directors';
import { FLAG } from '@/lib/contracts/flags';
import type { Db } from '../db/client';
import { loadDirectorDashboard, mayRunBase } from '../domain/directors';
import { isFlagEnabled } from '../domain/flags';
import {
  addBaseAdmin,
  baseOlympiadView,
  findBaseOlympiad,
  listBaseOlympiads,
  removeBaseAdmin,
  setBaseStopped,
  updateBaseOlympiad,
} from '../domain/olympiad-base';
import { retryBoardLock } from '../domain/olympiad-closing';
import { findPlatform } from '../domain/platforms';
import type { AuditNote } from './admin-audit';
import { currentUser, requireUser } from './auth';
import { fail, ok, parseBody } from './respond';
import type { AppEnv } from './types';

const NOT_FOUND = 'Tournament not found';

/** The audit note of a change to a base olympiad (the community is the row's). */
const baseNote = (base: { id: number; platformId: number }, action: string): AuditNote => ({
  action,
  targetType: 'base-olympiad',
  targetId: base.id,
  platformId: base.platformId,
});

export function directorRoutes(app: Hono<AppEnv>, db: Db) {
  /** The base olympiad of the path when the signed-in person may run it; else the failure response. */
  const runnable = async (c: Context<AppEnv>) => {
    const base = await findBaseOlympiad(db, Number(c.req.param('id')));
    if (!base) return { ok: false as const, response: fail(c, 404, NOT_FOUND) };
    if (!(await mayRunBase(db, currentUser(c), base)))
      return { ok: false as const, response: fail(c, 403, DIRECTOR_MESSAGES.notHost) };
    return { ok: true as const, base };
  };

  app.get('/director', requireUser, async (c) => {
    // ?platform= names the community the page is on: its flag setting, else the global one.
    const slug = c.req.query('platform');
    const platform = slug ? await findPlatform(db, slug) : null;
    if (!(await isFlagEnabled(db, FLAG.directorDashboard, platform?.id)))
      return fail(c, 404, DIRECTOR_MESSAGES.flagOff);
    return ok(c, await loadDirectorDashboard(db, currentUser(c), new Date()));
  });
  const putSettings = async (c: Context<AppEnv>) => {
    const body = await parseBody(c, baseOlympiadUpdateSchema);
    if (!body.ok) return body.response;
    const found = await runnable(c);
    if (!found.ok) return found.response;
    const view = await baseOlympiadView(db, await updateBaseOlympiad(db, found.base.id, body.data));
    c.set('audit', { ...baseNote(found.base, 'base-olympiad.settings'), details: body.data });
    return ok(c, view);
  };
  app.put('/base-olympiads/:id{[0-9]+}', requireUser, putSettings);
  // The spec's shape, under the community's base-olympiads (spec 3 §7 'PUT /{id}').
  app.put('/:platform/base-olympiads/:id{[0-9]+}', requireUser, putSettings);
  app.post('/base-olympiads/:id{[0-9]+}/admins', requireUser, async (c) => {
    const body = await parseBody(c, addAdminSchema);
    if (!body.ok) return body.response;
    const found = await runnable(c);
    if (!found.ok) return found.response;
    const added = await addBaseAdmin(db, found.base, body.data.screen_name, currentUser(c).id);
    if (!added.ok) return fail(c, added.status, added.error);
    c.set('audit', { ...baseNote(found.base, 'base-olympiad.admin-add'), details: body.data });
    return ok(c, { added: true }, 201);
  });
  app.delete('/base-olympiads/:id{[0-9]+}/admins/:user{[0-9]+}', requireUser, async (c) => {
    const found = await runnable(c);
    if (!found.ok) return found.response;
    const userId = Number(c.req.param('user'));
    const removed = await removeBaseAdmin(db, found.base.id, userId);
    if (!removed) return fail(c, 404, 'Not an admin of this tournament');
    c.set('audit', { ...baseNote(found.base, 'base-olympiad.admin-remove'), details: { user_id: userId } });
    return ok(c, { removed: true });
  });
  app.post('/base-olympiads/:id{[0-9]+}/stop', requireUser, async (c) => {
    const body = await parseBody(c, stopSchema);
    if (!body.ok) return body.response;
    const found = await runnable(c);
    if (!found.ok) return found.response;
    // Starting creates a cycle, whose board insert waits at most 1 s for the board lock: retried.
    await retryBoardLock(() => setBaseStopped(db, found.base, body.data.action === 'stop'));
    c.set('audit', baseNote(found.base, `base-olympiad.${body.data.action}`));
    return ok(c, await baseOlympiadView(db, (await findBaseOlympiad(db, found.base.id))!));
  });
  app.get('/:platform/base-olympiads', async (c) => {
    const platform = await findPlatform(db, c.req.param('platform'));
    if (!platform) return fail(c, 404, 'Community not found');
    return ok(c, await listBaseOlympiads(db, platform.id));
  });
}
