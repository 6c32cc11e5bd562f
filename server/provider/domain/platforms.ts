// Community (platform) look-ups, the ownership rule (spec 1 §6: owner or global admin manages it)
// and the owner's edits (PUT /platforms/{slug} and its preferences).
import { and, asc, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { PlatformUpdate, Preferences } from '@/lib/contracts/platform';
import type { Db } from '../db/client';
import { platforms } from '../db/schema';
import type { UserRow } from './users';

export type PlatformRow = typeof platforms.$inferSelect;

/**
 * Finds a live community by slug or by subdomain, case-insensitively, so that a host label
 * ('www', 'comedy') and a slug ('nervus', 'comedy') both resolve.
 */
export async function findPlatform(db: Db, slugOrSubdomain: string): Promise<PlatformRow | null> {
  const key = slugOrSubdomain.trim().toLowerCase();
  if (!key) return null;
  const [row] = await db
    .select()
    .from(platforms)
    .where(
      and(
        isNull(platforms.deletedAt),
        or(sql`lower(${platforms.slug}) = ${key}`, sql`lower(${platforms.subdomain}) = ${key}`),
      ),
    )
    // A slug match wins over a subdomain match of another community.
    .orderBy(sql`(lower(${platforms.slug}) = ${key}) desc`)
    .limit(1);
  return row ?? null;
}

/** Main community first, then by title. */
export async function listPlatforms(db: Db): Promise<PlatformRow[]> {
  return db
    .select()
    .from(platforms)
    .where(isNull(platforms.deletedAt))
    .orderBy(desc(platforms.isMain), asc(platforms.title));
}

export function canManagePlatform(user: UserRow | null, platform: PlatformRow): boolean {
  if (!user) return false;
  return user.globalAdmin || (platform.ownerId !== null && platform.ownerId === user.id);
}

export async function updatePlatform(
  db: Db,
  platformId: number,
  input: PlatformUpdate,
  now = new Date(),
): Promise<PlatformRow> {
  const [row] = await db
    .update(platforms)
    .set({
      title: input.title,
      slogan: input.slogan,
      marketingPhrase: input.marketing_phrase,
      mastheadBackgroundImage: input.masthead_background_image,
      organizationDescription: input.organization_description,
      color: input.color,
      icon: input.icon,
      updatedAt: now,
    })
    .where(eq(platforms.id, platformId))
    .returning();
  return row;
}

/** Merged in SQL (jsonb ||), like a person's preferences; answers the whole bag as stored. */
export async function mergePlatformPreferences(
  db: Db,
  platformId: number,
  changes: Preferences,
  now = new Date(),
): Promise<Preferences> {
  const [row] = await db
    .update(platforms)
    .set({ preferences: sql`${platforms.preferences} || ${JSON.stringify(changes)}::jsonb`, updatedAt: now })
    .where(eq(platforms.id, platformId))
    .returning({ preferences: platforms.preferences });
  return row.preferences;
}
