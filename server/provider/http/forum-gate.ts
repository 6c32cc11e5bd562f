// GET /me/forum-gate (spec 2 §5, spec 3 §5 'New users must enter 1 idea in any question or rate 5
// ideas before posting in any forum'): the signed-in user's idea and rating counts and the gate's
// answer (lib/forums.ts). 401 signed out. Counted live: two indexed counts (ideas_author,
// ratings_user), so an idea entered a moment ago opens the forums at once.
import { and, count, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { ForumGateStatus } from '@/lib/contracts/forum-gate';
import { forumGate } from '@/lib/forums';
import { ideas, ratings } from '../db/schema';
import { currentUser, requireUser } from './auth';
import { ok } from './respond';
import type { AppEnv, Deps } from './types';

/** Mounted at /me (app.ts), so the paths below are relative to it. */
export function forumGateRoutes({ db }: Deps) {
  const app = new Hono<AppEnv>();
  app.get('/forum-gate', requireUser, async (c) => {
    const userId = currentUser(c).id;
    const [[entered], [rated]] = await Promise.all([
      db
        .select({ n: count() })
        .from(ideas)
        .where(and(eq(ideas.authorId, userId), eq(ideas.declined, false))),
      db.select({ n: count() }).from(ratings).where(eq(ratings.userId, userId)),
    ]);
    const activity = { ideas: entered.n, ratings: rated.n };
    const gate = forumGate(activity);
    const status: ForumGateStatus = {
      ...activity,
      can_post: gate.canPost,
      ideas_needed: gate.ideasNeeded,
      ratings_needed: gate.ratingsNeeded,
    };
    return ok(c, status);
  });
  return app;
}
