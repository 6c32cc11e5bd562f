// Widgets (spec 1 §7): GET /widgets/categories, /widgets/challenges-homepage,
// /widgets/completed-challenges, /widgets/olympiads/{id}, and GET /{platform}/challenges-homepage
// with /v2 and /v2/{id}. The last are a catch-all on the first segment, so `platformWidgetsRoutes`
// is mounted after every other router (last in app.ts ORDERED).
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { HOME_WIDGET_IDS } from '@/lib/challenges/home';
import { completedQuerySchema, homeQuerySchema, olympiadWidgetQuerySchema } from '@/lib/contracts/home';
import { MAIN_COMMUNITY } from '@/lib/hosts';
import type { Db } from '../db/client';
import { loadCategoryTree, loadPlatformCategoryTree } from '../domain/categories';
import { loadChallengesHomepage } from '../domain/challenge-cards';
import type { ChallengeScope } from '../domain/challenge-filters';
import { loadCompletedWidget, loadHomeV2, loadHomeWidget, type HomeSelection } from '../domain/home-widgets';
import { findCategoryFilter } from '../domain/leaderboard';
import { loadOlympiadWidget } from '../domain/olympiads';
import { findPlatform } from '../domain/platforms';
import { findUserByScreenName } from '../domain/users';
import { PLATFORM_NOT_FOUND } from './platforms';
import { parseQuery } from './query';
import { fail, ok } from './respond';
import { CATEGORY_NOT_FOUND } from './search';
import type { AppEnv, Deps } from './types';

export const OLYMPIAD_NOT_FOUND = 'Olympiad not found';
const olympiadIdSchema = z.union([z.literal('current'), z.coerce.number().int().positive()]);
const widgetIdSchema = z.enum(HOME_WIDGET_IDS);

/** A category filter (mc) resolved with its subcategories; `false` when the slug is unknown. */
async function categoryFilter(db: Db, slug: string | undefined) {
  if (slug === undefined) return undefined;
  return (await findCategoryFilter(db, slug)) ?? false;
}

/** Mounted at /widgets (app.ts), so the paths below are relative to it. */
export function widgetsRoutes({ db }: Deps) {
  const app = new Hono<AppEnv>();
  app.get('/categories', async (c) => ok(c, await loadCategoryTree(db)));
  // The main community's home lists every community's challenges.
  app.get('/challenges-homepage', async (c) => ok(c, await loadChallengesHomepage(db, {})));

  app.get('/completed-challenges', async (c) => {
    const query = parseQuery(c, completedQuerySchema);
    if (!query.ok) return query.response;
    const platform = await findPlatform(db, query.data.platform_slug ?? MAIN_COMMUNITY);
    if (!platform) return fail(c, 404, PLATFORM_NOT_FOUND);
    const category = await categoryFilter(db, query.data.mc);
    if (category === false) return fail(c, 404, CATEGORY_NOT_FOUND);
    const scope = platform.isMain ? {} : { platformId: platform.id };
    return ok(
      c,
      await loadCompletedWidget(db, { scope, category, includeClosed: true, now: new Date() }, query.data.limit),
    );
  });

  app.get('/olympiads/:id', async (c) => {
    const id = olympiadIdSchema.safeParse(c.req.param('id'));
    if (!id.success) return fail(c, 404, OLYMPIAD_NOT_FOUND);
    const query = parseQuery(c, olympiadWidgetQuerySchema);
    if (!query.ok) return query.response;
    const found = await loadOlympiadWidget(db, id.data, query.data.platform_slug, new Date());
    if (!found.ok) return fail(c, 404, found.missing === 'platform' ? PLATFORM_NOT_FOUND : OLYMPIAD_NOT_FOUND);
    return ok(c, found.widget);
  });
  return app;
}

/**
 * {platform} is a community slug or subdomain (the main community lists all challenges, others
 * their own) or, failing that, a user's screen name: the user's personal platform lists the
 * challenges that user posted (spec 1 §1).
 */
async function resolveHomeScope(db: Db, key: string) {
  const platform = await findPlatform(db, key);
  if (platform) {
    const scope: ChallengeScope = platform.isMain ? {} : { platformId: platform.id };
    return {
      scope,
      platform: { slug: platform.slug, title: platform.title, is_main: platform.isMain },
      tree: () => loadPlatformCategoryTree(db, platform),
    };
  }
  const user = await findUserByScreenName(db, key);
  if (!user) return null;
  const scope: ChallengeScope = { catalystId: user.id };
  return {
    scope,
    platform: { slug: user.screenName, title: `@${user.screenName}`, is_main: false },
    tree: () => loadCategoryTree(db),
  };
}

/** The scope and filters of a v2 request, or the failure response. */
async function homeRequest(c: Context<AppEnv>, db: Db) {
  const query = parseQuery(c, homeQuerySchema);
  if (!query.ok) return { response: query.response } as const;
  const home = await resolveHomeScope(db, c.req.param('platform')!);
  if (!home) return { response: fail(c, 404, PLATFORM_NOT_FOUND) } as const;
  const category = await categoryFilter(db, query.data.mc);
  if (category === false) return { response: fail(c, 404, CATEGORY_NOT_FOUND) } as const;
  const selection: HomeSelection = { scope: home.scope, category, includeClosed: query.data.ic, now: new Date() };
  return { home, selection } as const;
}

export function platformWidgetsRoutes({ db }: Deps) {
  const app = new Hono<AppEnv>();

  app.get('/:platform/challenges-homepage', async (c) => {
    const home = await resolveHomeScope(db, c.req.param('platform'));
    if (!home) return fail(c, 404, PLATFORM_NOT_FOUND);
    return ok(c, await loadChallengesHomepage(db, home.scope));
  });

  // v2: every widget of the home in one body (one cached fetch renders the page), filterable by
  // main category (mc) and include-closed (ic) like the search.
  app.get('/:platform/challenges-homepage/v2', async (c) => {
    const request = await homeRequest(c, db);
    if ('response' in request) return request.response;
    return ok(c, await loadHomeV2(db, request.home.platform, await request.home.tree(), request.selection));
  });

  // v2/{id}: one of those widgets alone (open, closing-soon, completed, categories), so a client
  // can refresh the one that changes (closing soon) without reloading the rest.
  app.get('/:platform/challenges-homepage/v2/:id', async (c) => {
    const id = widgetIdSchema.safeParse(c.req.param('id'));
    if (!id.success) return fail(c, 404, `Unknown widget. Use one of: ${HOME_WIDGET_IDS.join(', ')}.`);
    const request = await homeRequest(c, db);
    if ('response' in request) return request.response;
    const tree = id.data === 'categories' ? await request.home.tree() : [];
    return ok(c, await loadHomeWidget(db, id.data, tree, request.selection));
  });
  return app;
}
