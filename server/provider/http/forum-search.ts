// GET /search/discussions?q=&platform=&owner=&page= (spec 3 §7): full-text search of a forum's
// posts, ranked, with highlighted snippets (domain/forum-search.ts). Mounted at /search.
import { Hono } from 'hono';
import { z } from 'zod';
import { FORUM_MESSAGES } from '@/lib/forums';
import { resolveForumScope } from '../domain/forum-access';
import { searchDiscussions } from '../domain/forum-search';
import { parseQuery } from './query';
import { fail, ok } from './respond';
import type { AppEnv, Deps } from './types';

const searchQuery = z.object({
  q: z.string().trim().min(1).max(200),
  platform: z.string().min(1),
  page: z.coerce.number().int().min(1).max(500).default(1),
});

export function forumSearchRoutes({ db }: Deps) {
  const app = new Hono<AppEnv>();
  app.get('/discussions', async (c) => {
    const query = parseQuery(c, searchQuery);
    if (!query.ok) return query.response;
    const scope = await resolveForumScope(db, query.data.platform);
    if (!scope) return fail(c, 404, FORUM_MESSAGES.channelNotFound);
    return ok(c, await searchDiscussions(db, scope, query.data.q, query.data.page));
  });
  return app;
}
