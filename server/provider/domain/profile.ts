// The signed-in person's own profile and preferences (spec 1 §7 '/me'): the profile form's update,
// the preferences bag (read, merged) and the counts and recent items of GET /me/summary.
import { desc, eq, sql } from 'drizzle-orm';
import type { MeSummary } from '@/lib/contracts/challenge';
import type { Preferences } from '@/lib/contracts/platform';
import { socialMap, type ProfileUpdate } from '@/lib/contracts/profile';
import type { Db } from '../db/client';
import { challenges, ideas, pointEvents, ratings, users } from '../db/schema';
import { loadRecentChallengeCards } from './challenge-cards';
import type { UserRow } from './users';

const RECENT_LIMIT = 5;

/** Only the fields sent change (Drizzle leaves undefined columns untouched). Answers the stored row. */
export async function updateProfile(db: Db, userId: number, input: ProfileUpdate, now = new Date()): Promise<UserRow> {
  const { first_name, last_name, slogan, bio, interests, social } = input;
  const socialAccounts = social === undefined ? undefined : socialMap(social);
  const [row] = await db
    .update(users)
    .set({
      firstName: first_name,
      lastName: last_name,
      slogan,
      bio,
      interests,
      social: socialAccounts,
      // The older twitter column (spec 1 §3) mirrors the twitter handle, as the seed does.
      twitter: socialAccounts === undefined ? undefined : (socialAccounts.twitter?.handle ?? null),
      updatedAt: now,
    })
    .where(eq(users.id, userId))
    .returning();
  return row;
}

export async function loadUserPreferences(db: Db, userId: number): Promise<Preferences> {
  const [row] = await db.select({ preferences: users.preferences }).from(users).where(eq(users.id, userId));
  return row?.preferences ?? {};
}

/**
 * Merged in SQL (jsonb ||) so two tabs saving different keys do not overwrite each other. Answers
 * the whole bag as stored.
 */
export async function mergeUserPreferences(
  db: Db,
  userId: number,
  changes: Preferences,
  now = new Date(),
): Promise<Preferences> {
  const [row] = await db
    .update(users)
    .set({ preferences: sql`${users.preferences} || ${JSON.stringify(changes)}::jsonb`, updatedAt: now })
    .where(eq(users.id, userId))
    .returning({ preferences: users.preferences });
  return row.preferences;
}

export async function loadMeSummary(db: Db, userId: number): Promise<MeSummary> {
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
  return {
    ...counts,
    recent_challenges: recentChallenges,
    recent_ideas: recentIdeas.map((idea) => ({
      id: idea.id,
      title: idea.title,
      challenge: { slug: idea.slug, question_title: idea.questionTitle },
    })),
  };
}
