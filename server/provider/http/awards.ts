// Awards (spec 3 §7 'Awards' row) and the player's impact:
//   GET /award/ideas/{ideaId}          what a public idea won (404 for unknown, declined or mentor-box ideas)
//   GET /award/medals/{user}           a player's medals (lib/game/medals.ts is the catalogue)
//   GET /award/medals/{user}/meta      counts per medal kind, for summaries
//   GET /me/impact                     the signed-in player's impact (our own path), signed in only
//   GET /me/standings?platform=&period= the signed-in player's place on every role's board (our own path)
// {user} is a screen name (case-insensitive, @ allowed), 'me' (signed in), or a numeric user id when
// no player has that screen name: the name is looked up first, as GET /brain/experience-points/{id}
// does, so an all-digit screen name always answers its own player.
// Medals are public, like the prizes on a closed challenge page; rank badges follow levels, which
// only their owner sees (spec 3 §2.2), so they are listed only when the viewer is the player.
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { standingsQuerySchema } from '@/lib/contracts/awards';
import { countMedals } from '@/lib/game/medals';
import { loadIdeaAwards, loadUserMedals } from '../domain/awards';
import { loadImpact } from '../domain/impact';
import { resolveBrowseScope } from '../domain/search';
import { loadStandings } from '../domain/standings';
import { findUserById, findUserByScreenName, type UserRow } from '../domain/users';
import { currentUser, requireUser } from './auth';
import { IDEA_NOT_FOUND } from './idea-presentation';
import { parseQuery } from './query';
import { fail, ok, zodErrors } from './respond';
import type { AppEnv, Deps } from './types';
import { USER_NOT_FOUND } from './users';
import { scopeFailure } from './search';
import type { Db } from '../db/client';

const identifierSchema = z.string().trim().min(1).max(41);

type Lookup = { ok: true; user: UserRow } | { ok: false; response: Response };

/** 'me', a screen name, or (when no player has that name) an id. */
async function resolveUser(db: Db, c: Context<AppEnv>): Promise<Lookup> {
  const parsed = identifierSchema.safeParse(c.req.param('user'));
  if (!parsed.success)
    return {
      ok: false,
      response: fail(
        c,
        422,
        zodErrors(parsed.error).map((e) => ({ ...e, field: 'id' })),
      ),
    };
  const key = parsed.data;
  if (key.toLowerCase() === 'me') {
    const viewer = c.get('user');
    return viewer ? { ok: true, user: viewer } : { ok: false, response: fail(c, 401, 'Unauthorized') };
  }
  // findUserById answers only /^\d{1,9}$/ keys.
  const user = (await findUserByScreenName(db, key)) ?? (await findUserById(db, key));
  return user ? { ok: true, user } : { ok: false, response: fail(c, 404, USER_NOT_FOUND) };
}

export function awardsRoutes({ db }: Deps) {
  const app = new Hono<AppEnv>();

  async function medalsOf(c: Context<AppEnv>) {
    const found = await resolveUser(db, c);
    if (!found.ok) return found;
    const includeRanks = c.get('user')?.id === found.user.id;
    const medals = await loadUserMedals(db, found.user.id, { includeRanks, now: new Date() });
    return { ok: true as const, user: { id: found.user.id, screen_name: found.user.screenName }, includeRanks, medals };
  }

  app.get('/award/ideas/:id', async (c) => {
    const raw = c.req.param('id');
    // Anything but a positive integer names no idea, as on GET /ideas/{id}.
    const id = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
    const awards = id > 0 ? await loadIdeaAwards(db, id) : null;
    return awards ? ok(c, awards) : fail(c, 404, IDEA_NOT_FOUND);
  });

  app.get('/award/medals/:user', async (c) => {
    const result = await medalsOf(c);
    if (!result.ok) return result.response;
    return ok(c, { user: result.user, includes_ranks: result.includeRanks, medals: result.medals });
  });

  app.get('/award/medals/:user/meta', async (c) => {
    const result = await medalsOf(c);
    if (!result.ok) return result.response;
    return ok(c, { user: result.user, ...countMedals(result.medals) });
  });

  app.get('/me/impact', requireUser, async (c) => ok(c, await loadImpact(db, currentUser(c).id)));

  app.get('/me/standings', requireUser, async (c) => {
    const query = parseQuery(c, standingsQuerySchema);
    if (!query.ok) return query.response;
    const scope = await resolveBrowseScope(db, query.data.platform);
    if (!scope.ok) return scopeFailure(c, scope);
    return ok(
      c,
      await loadStandings(db, {
        userId: currentUser(c).id,
        platformId: scope.scope.platformId,
        period: query.data.period,
        now: new Date(),
      }),
    );
  });

  return app;
}
