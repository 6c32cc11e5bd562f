// What a community's sitemap.xml lists (GET /platforms/{slug}/sitemap): its published challenges
// and the players active in it. A challenge is listed under its own community only: its canonical
// URL is on that community's host, even though the main community's home shows every challenge.
import { and, desc, eq, getTableName, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { union, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import { SITEMAP_LIMITS, type SitemapEntries } from '@/lib/contracts/sitemap';
import { isClosedRow } from './challenge-filters';
import type { Db } from '../db/client';
import { challenges, forumTopics, ideas, pointEvents, users } from '../db/schema';
import type { PlatformRow } from './platforms';

const PUBLISHED = 'published';

/**
 * "table"."column". In the select list of a one-table query drizzle writes a bare "column", which
 * inside a correlated subquery would bind to the subquery's own table (ideas.id for challenges.id).
 */
function qualified(table: PgTable, column: PgColumn): SQL {
  return sql`${sql.identifier(getTableName(table))}.${sql.identifier(column.name)}`;
}

/** A challenge page changes when the challenge does or when an idea arrives on it. */
const challengeLastChange = sql<Date>`greatest(${qualified(challenges, challenges.updatedAt)}, (
  select max(i.updated_at) from ${ideas} i where i.challenge_id = ${qualified(challenges, challenges.id)} and not i.declined
))`.mapWith(challenges.updatedAt);

async function loadChallenges(db: Db, platformId: number, now: Date): Promise<SitemapEntries['challenges']> {
  const rows = await db
    .select({
      slug: challenges.slug,
      updatedAt: challengeLastChange,
      isClosed: challenges.isClosed,
      status: challenges.status,
      state: challenges.state,
      durationEnd: challenges.durationEnd,
    })
    .from(challenges)
    .where(and(eq(challenges.platformId, platformId), eq(challenges.state, PUBLISHED)))
    .orderBy(desc(challengeLastChange), desc(challenges.id))
    .limit(SITEMAP_LIMITS.challenges);
  return rows.map((row) => ({
    slug: row.slug,
    updated_at: row.updatedAt.toISOString(),
    is_closed: isClosedRow(row, now),
  }));
}

/**
 * Players who posted a challenge, answered one with an idea, or earned neurons in the community.
 * The main community's user pages list a player's challenges from every community, so there every
 * active player counts (`platformId` undefined).
 */
function activeUserIds(db: Db, platformId: number | undefined) {
  const inCommunity = (column: typeof challenges.platformId | typeof pointEvents.platformId): SQL | undefined =>
    platformId === undefined ? undefined : eq(column, platformId);
  return union(
    db
      .select({ userId: challenges.catalystId })
      .from(challenges)
      .where(and(eq(challenges.state, PUBLISHED), inCommunity(challenges.platformId))),
    db
      .select({ userId: ideas.authorId })
      .from(ideas)
      .innerJoin(challenges, eq(challenges.id, ideas.challengeId))
      .where(
        and(
          eq(challenges.state, PUBLISHED),
          eq(ideas.declined, false),
          isNull(ideas.hiddenAt),
          inCommunity(challenges.platformId),
        ),
      ),
    db.select({ userId: pointEvents.userId }).from(pointEvents).where(inCommunity(pointEvents.platformId)),
  );
}

async function loadUsers(db: Db, platformId: number | undefined): Promise<SitemapEntries['users']> {
  // A user page lists the player's challenges in this community, so a new one changes the page.
  const lastChange = sql<Date>`greatest(${qualified(users, users.updatedAt)}, (
    select max(c.updated_at) from ${challenges} c
    where c.catalyst_id = ${qualified(users, users.id)} and c.state = ${PUBLISHED}
    ${platformId === undefined ? sql`` : sql`and c.platform_id = ${platformId}`}
  ))`.mapWith(users.updatedAt);
  const rows = await db
    .select({ screenName: users.screenName, updatedAt: lastChange })
    .from(users)
    .where(and(isNull(users.deletedAt), inArray(users.id, activeUserIds(db, platformId))))
    .orderBy(desc(lastChange), desc(users.id))
    .limit(SITEMAP_LIMITS.users);
  return rows.map((row) => ({ screen_name: row.screenName, updated_at: row.updatedAt.toISOString() }));
}

export async function loadSitemapEntries(db: Db, platform: PlatformRow, now: Date): Promise<SitemapEntries> {
  const [challengeEntries, userEntries, topicEntries] = await Promise.all([
    loadChallenges(db, platform.id, now),
    loadUsers(db, platform.isMain ? undefined : platform.id),
    db
      .select({ id: forumTopics.id, updatedAt: forumTopics.lastPostAt })
      .from(forumTopics)
      .where(and(eq(forumTopics.platformId, platform.id), isNull(forumTopics.deletedAt), eq(forumTopics.hidden, false)))
      .orderBy(desc(forumTopics.lastPostAt), desc(forumTopics.id))
      .limit(SITEMAP_LIMITS.topics),
  ]);
  return {
    challenges: challengeEntries,
    topics: topicEntries.map((t) => ({ id: t.id, updated_at: t.updatedAt.toISOString() })),
    users: userEntries,
  };
}
