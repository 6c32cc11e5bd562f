// GET /flags (spec 1 §7): every feature flag with its variants.
import { asc } from 'drizzle-orm';
import { Hono } from 'hono';
import { featureFlags } from '../db/schema';
import { toFlag } from '../domain/mappers';
import { ok } from './respond';
import type { AppEnv, Deps } from './types';

/** Mounted at /flags (app.ts), so the paths below are relative to it. */
export function flagsRoutes({ db }: Deps) {
  const app = new Hono<AppEnv>();
  app.get('/', async (c) => {
    const rows = await db.select().from(featureFlags).orderBy(asc(featureFlags.name));
    return ok(c, rows.map(toFlag));
  });
  return app;
}
