// The signed-in user (spec 1 §7): GET /me/detailed, GET and PUT /me/preferences, GET /me/summary.
import { desc, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { MeSummary } from '@/lib/contracts/challenge';
import { userPreferencesUpdateSchema } from '@/lib/contracts/preferences';
import { challenges, ideas, pointEvents, ratings, users } from '../db/schema';
import { loadRecentChallengeCards } from '../domain/challenge-cards';
import { toAccount } from '../domain/mappers';
import { currentUser, requireUser } from './auth';
import { preferencesUpdateSchema } from './preferences';
import { ok, parseBody } from './respond';
import type { AppEnv, Deps } from './types';

const RECENT_LIMIT = 5;

/** Mounted at /me (app.ts), so the paths below are relative to it. */
export function meRoutes({ db }: Deps) {
  const app = new Hono<AppEnv>();
  app.get('/detailed', requireUser, (c) => ok(c, toAccount(currentUser(c), c.var.shadowAdminId)));

  app.get('/preferences', requireUser, async (c) => {
    const [row] = await db
      .select({ preferences: users.preferences })
      .from(users)
      .where(eq(users.id, currentUser(c).id));
    return ok(c, row?.preferences ?? {});
  });

  app.put('/preferences', requireUser, async (c) => {
    // Keys the account pages own are checked (the masthead image ends up in a style attribute).
    const body = await parseBody(c, userPreferencesUpdateSchema.pipe(preferencesUpdateSchema));
    if (!body.ok) return body.response;
    // Merged in SQL (jsonb ||) so two tabs saving different keys do not overwrite each other.
    const [row] = await db
      .update(users)
      .set({ preferences: sql`${users.preferences} || ${JSON.stringify(body.data)}::jsonb`, updatedAt: new Date() })
      .where(eq(users.id, currentUser(c).id))
      .returning({ preferences: users.preferences });
    return ok(c, row.preferences);
  });

  app.get('/summary', requireUser, async (c) => {
    const userId = currentUser(c).id;
    const count = (query: ReturnType<typeof sql>) => sql<number>`(${query})`.mapWith(Number);
    const [counts] = await db
      .select({
        challenges: count(sql`select count(*) from ${challenges} where ${challenges.catalystId} = ${userId}`),
        ideas: count(sql`select count(*) from ${ideas} where ${ideas.authorId} = ${userId}`),
        ratings: count(sql`select count(*) from ${ratings} where ${ratings.userId} = ${userId}`),
        neurons: count(
          sql`select coalesce(sum(${pointEvents.points}), 0) from ${pointEvents} where ${pointEvents.userId} = ${userId}`,
        ),
      })
      .from(users)
      .where(eq(users.id, userId));
    const [recentChallenges, recentIdeas] = await Promise.all([
      loadRecentChallengeCards(db, userId, RECENT_LIMIT),
      db
        .select({ id: ideas.id, title: ideas.title, slug: challenges.slug, questionTitle: challenges.questionTitle })
        .from(ideas)
        .innerJoin(challenges, eq(challenges.id, ideas.challengeId))
        .where(eq(ideas.authorId, userId))
        .orderBy(desc(ideas.createdAt), desc(ideas.id))
        .limit(RECENT_LIMIT),
    ]);
    const summary: MeSummary = {
      ...counts,
      recent_challenges: recentChallenges,
      recent_ideas: recentIdeas.map((idea) => ({
        id: idea.id,
        title: idea.title,
        challenge: { slug: idea.slug, question_title: idea.questionTitle },
      })),
    };
    return ok(c, summary);
  });

  return app;
}
