// Widgets (spec 1 §7): GET /widgets/categories, GET /widgets/challenges-homepage, and
// GET /{platform}/challenges-homepage. The last is a catch-all on the first segment, so
// `platformWidgetsRouter` must be mounted after every other router.
import { Hono } from 'hono';
import { loadCategoryTree } from '../domain/categories';
import { loadChallengesHomepage, type ChallengeScope } from '../domain/challenge-cards';
import { findPlatform } from '../domain/platforms';
import { findUserByScreenName } from '../domain/users';
import { PLATFORM_NOT_FOUND } from './platforms';
import { fail, ok } from './respond';
import type { AppEnv, Deps } from './types';

export function widgetsRouter({ db }: Deps) {
  const router = new Hono<AppEnv>();
  router.get('/widgets/categories', async (c) => ok(c, await loadCategoryTree(db)));
  // The main community's home lists every community's challenges.
  router.get('/widgets/challenges-homepage', async (c) => ok(c, await loadChallengesHomepage(db, {})));
  return router;
}

export function platformWidgetsRouter({ db }: Deps) {
  const router = new Hono<AppEnv>();
  /**
   * {platform} is a community slug or subdomain (the main community lists all challenges, others
   * their own) or, failing that, a user's screen name: the user's personal platform lists the
   * challenges that user posted (spec 1 §1).
   */
  router.get('/:platform/challenges-homepage', async (c) => {
    const key = c.req.param('platform');
    let scope: ChallengeScope;
    const platform = await findPlatform(db, key);
    if (platform) {
      scope = platform.isMain ? {} : { platformId: platform.id };
    } else {
      const user = await findUserByScreenName(db, key);
      if (!user) return fail(c, 404, PLATFORM_NOT_FOUND);
      scope = { catalystId: user.id };
    }
    return ok(c, await loadChallengesHomepage(db, scope));
  });
  return router;
}
