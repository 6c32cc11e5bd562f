// GET /flags (spec 1 §7): every feature flag with its variants.
import { Hono } from 'hono';
import { listFlags } from '../domain/flags';
import { ok } from './respond';
import type { AppEnv, Deps } from './types';

/** Mounted at /flags (app.ts), so the paths below are relative to it. */
export function flagsRoutes({ db }: Deps) {
  const app = new Hono<AppEnv>();
  app.get('/', async (c) => ok(c, await listFlags(db)));
  return app;
}
