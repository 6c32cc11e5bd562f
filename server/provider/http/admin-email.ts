// GET /admin/email-outbox?status=all|waiting|sent|failed (issue 19 §4): the email outbox for
// global admins (email/outbox-admin.ts).
import { Hono } from 'hono';
import { z } from 'zod';
import { OUTBOX_FILTERS } from '@/lib/contracts/email';
import { readOutbox } from '../email/outbox-admin';
import { currentUser, requireUser } from './auth';
import { fail, ok } from './respond';
import type { AppEnv, Deps } from './types';

const filterQuery = z.enum(OUTBOX_FILTERS).catch('all');

export function adminEmailRoutes({ db, config }: Deps) {
  const app = new Hono<AppEnv>();
  app.get('/email-outbox', requireUser, async (c) => {
    if (!currentUser(c).globalAdmin) return fail(c, 403, 'Only admins can do this.');
    return ok(c, await readOutbox(db, config, filterQuery.parse(c.req.query('status'))));
  });
  return app;
}
