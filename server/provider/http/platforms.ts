// Communities (spec 1 §7): GET /platforms, GET and PUT /platforms/{slug}, GET and PUT
// /platforms/{slug}/preferences, GET /platforms/{slug}/categories. {slug} also accepts a subdomain.
import { Hono, type Context } from 'hono';
import { platformUpdateSchema } from '@/lib/contracts/platform';
import { loadPlatformCategoryTree } from '../domain/categories';
import { toPlatform } from '../domain/mappers';
import {
  canManagePlatform,
  findPlatform,
  listPlatforms,
  mergePlatformPreferences,
  updatePlatform,
  type PlatformRow,
} from '../domain/platforms';
import { requireUser } from './auth';
import { preferencesUpdateSchema } from './preferences';
import { fail, ok, parseBody } from './respond';
import type { AppEnv, Deps } from './types';

export const PLATFORM_NOT_FOUND = 'Platform not found';
export const PLATFORM_FORBIDDEN = 'Only the owner of this community or an administrator can change it.';

/** Mounted at /platforms (app.ts), so the paths below are relative to it. */
export function platformsRoutes({ db }: Deps) {
  const app = new Hono<AppEnv>();

  /** Loads the platform of the path, or answers 404; with `manage`, also 403 unless owner/admin. */
  async function resolve(c: Context<AppEnv>, manage: boolean): Promise<PlatformRow | Response> {
    const platform = await findPlatform(db, c.req.param('slug') ?? '');
    if (!platform) return fail(c, 404, PLATFORM_NOT_FOUND);
    if (manage && !canManagePlatform(c.var.user, platform)) return fail(c, 403, PLATFORM_FORBIDDEN);
    return platform;
  }

  app.get('/', async (c) => ok(c, (await listPlatforms(db)).map(toPlatform)));

  app.get('/:slug', async (c) => {
    const platform = await resolve(c, false);
    return platform instanceof Response ? platform : ok(c, toPlatform(platform));
  });

  app.put('/:slug', requireUser, async (c) => {
    const platform = await resolve(c, true);
    if (platform instanceof Response) return platform;
    const body = await parseBody(c, platformUpdateSchema);
    if (!body.ok) return body.response;
    return ok(c, toPlatform(await updatePlatform(db, platform.id, body.data)));
  });

  // Community preferences are display settings every visitor's page needs, so reading is public.
  app.get('/:slug/preferences', async (c) => {
    const platform = await resolve(c, false);
    return platform instanceof Response ? platform : ok(c, platform.preferences);
  });

  app.put('/:slug/preferences', requireUser, async (c) => {
    const platform = await resolve(c, true);
    if (platform instanceof Response) return platform;
    const body = await parseBody(c, preferencesUpdateSchema);
    if (!body.ok) return body.response;
    return ok(c, await mergePlatformPreferences(db, platform.id, body.data));
  });

  app.get('/:slug/categories', async (c) => {
    const platform = await resolve(c, false);
    return platform instanceof Response ? platform : ok(c, await loadPlatformCategoryTree(db, platform));
  });

  return app;
}
