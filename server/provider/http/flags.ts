// GET /flags?platform= (spec 1 §7): every feature flag with its variants, as the community runs them.
import { Hono } from 'hono';
import { listFlags } from '../domain/flags';
import { ok } from './respond';
import type { AppEnv, Deps } from './types';

/** Mounted at /flags (app.ts), so the paths below are relative to it. */
export function flagsRoutes({ db }: Deps) {
  const app = new Hono<AppEnv>();
  app.get('/', async (c) => ok(c, await listFlags(db, c.req.query('platform')?.slice(0, 100))));
  return app;
}
