// Demo data for an empty database: the main community and the 13 system communities, the category
// tree, feature flags, ~30 players and ~28 challenges with ideas, ratings and neurons, the
// current tournaments, and some mentoring (advice on ideas, rated).
// Runs once: it does nothing when the platforms table already has rows.
import { eq, sql } from 'drizzle-orm';
import { hashPassword } from '../../domain/passwords';
import type { Db, Tx } from '../client';
import { categories, featureFlags, platforms, users } from '../schema';
import { seedChallenges } from './challenges';
import { DEMO_CATEGORIES } from './categories';
import { DEMO_COMMUNITIES } from './communities';
import { DEMO_FLAGS } from './flags';
import { seedDirectors, seedOlympiads } from './olympiads';
import { seedMentoring } from './mentoring';
import { seedForums } from './forums';
import { backfillHighlights } from '../../realtime/deliver';
import { DEMO_PASSWORD, DEMO_USERS, demoAvatarUrl, demoEmail } from './users';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Serialises concurrent seeders (two processes starting on one empty Postgres). */
const SEED_LOCK_KEY = 4_206_000_001;

async function hasPlatforms(db: Db | Tx): Promise<boolean> {
  const [row] = await db.select({ id: platforms.id }).from(platforms).limit(1);
  return row !== undefined;
}

async function seedCommunities(tx: Tx, now: Date): Promise<Map<string, number>> {
  const created = new Date(now.getTime() - 365 * DAY_MS);
  const rows = await tx
    .insert(platforms)
    .values(
      DEMO_COMMUNITIES.map((c) => ({
        name: c.name,
        title: c.title,
        slogan: c.slogan,
        subdomain: c.subdomain,
        slug: c.slug,
        type: 'system-platform',
        marketingPhrase: c.marketingPhrase,
        icon: c.icon,
        color: c.color,
        url: c.url ?? null,
        isMain: c.isMain ?? false,
        organizationDescription: c.organizationDescription ?? null,
        createdAt: created,
        updatedAt: created,
      })),
    )
    .returning({ id: platforms.id, slug: platforms.slug });
  return new Map(rows.map((row) => [row.slug, row.id]));
}

/** Keys of the returned map are lowercased screen names. */
async function seedUsers(
  tx: Tx,
  now: Date,
  platformIds: Map<string, number>,
  passwordHash: string,
): Promise<Map<string, number>> {
  const rows = await tx
    .insert(users)
    .values(
      DEMO_USERS.map((u, index) => {
        const joined = new Date(now.getTime() - (200 - index) * DAY_MS);
        const homePlatformId = platformIds.get(u.home);
        if (homePlatformId === undefined) throw new Error(`Demo seed: unknown community '${u.home}'`);
        return {
          screenName: u.screenName,
          email: demoEmail(u.screenName),
          passwordHash,
          firstName: u.firstName,
          lastName: u.lastName,
          bio: u.bio,
          slogan: u.slogan,
          avatarUrl: demoAvatarUrl(u.screenName),
          interests: u.interests,
          social: Object.fromEntries(
            Object.entries(u.social ?? {}).map(([provider, handle]) => [provider, { handle: handle! }]),
          ),
          twitter: u.social?.twitter ?? null,
          isOrganization: u.isOrganization ?? false,
          globalAdmin: u.globalAdmin ?? false,
          platformAmbassador: u.platformAmbassador ?? false,
          homePlatformId,
          // Demo addresses are ours (@nervus.test), so they count as confirmed.
          emailVerifiedAt: joined,
          createdAt: joined,
          updatedAt: joined,
        };
      }),
    )
    .returning({ id: users.id, screenName: users.screenName });
  return new Map(rows.map((row) => [row.screenName.toLowerCase(), row.id]));
}

async function assignOwners(tx: Tx, platformIds: Map<string, number>, userIds: Map<string, number>): Promise<void> {
  for (const community of DEMO_COMMUNITIES) {
    if (!community.owner) continue;
    const ownerId = userIds.get(community.owner.toLowerCase());
    if (ownerId === undefined) throw new Error(`Demo seed: unknown owner '${community.owner}'`);
    await tx
      .update(platforms)
      .set({ ownerId })
      .where(eq(platforms.id, platformIds.get(community.slug)!));
  }
}

async function seedCategories(tx: Tx, platformIds: Map<string, number>): Promise<Map<string, number>> {
  const platformId = (slug?: string) => (slug ? (platformIds.get(slug) ?? null) : null);
  const parents = await tx
    .insert(categories)
    .values(
      DEMO_CATEGORIES.map((c, position) => ({
        name: c.name,
        slug: c.slug,
        description: c.description,
        icon: c.icon,
        platformId: platformId(c.platform),
        relatedPlatform: c.related ?? null,
        position,
      })),
    )
    .returning({ id: categories.id, slug: categories.slug });
  const ids = new Map(parents.map((row) => [row.slug, row.id]));
  const children = await tx
    .insert(categories)
    .values(
      DEMO_CATEGORIES.flatMap((parent) =>
        (parent.children ?? []).map((c, position) => ({
          name: c.name,
          slug: c.slug,
          description: c.description,
          icon: c.icon,
          parentId: ids.get(parent.slug)!,
          platformId: platformId(c.platform),
          relatedPlatform: c.related ?? null,
          position,
        })),
      ),
    )
    .returning({ id: categories.id, slug: categories.slug });
  for (const row of children) ids.set(row.slug, row.id);
  return ids;
}

/**
 * Seeds the demo data unless the database already has communities. `now` anchors every date, so
 * open challenges stay open whenever the demo starts.
 */
export async function seedDemoData(db: Db, options: { now?: Date } = {}): Promise<{ seeded: boolean }> {
  if (await hasPlatforms(db)) return { seeded: false };
  const now = options.now ?? new Date();
  // scrypt is deliberately slow: hash the shared demo password once for every user.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (await hasPlatforms(tx)) return { seeded: false };
    const platformIds = await seedCommunities(tx, now);
    const userIds = await seedUsers(tx, now, platformIds, passwordHash);
    await assignOwners(tx, platformIds, userIds);
    const categoryIds = await seedCategories(tx, platformIds);
    await tx.insert(featureFlags).values(DEMO_FLAGS).onConflictDoNothing();
    await seedChallenges(tx, { now, userIds, platformIds, categoryIds });
    await seedOlympiads(tx, now, platformIds);
    await seedDirectors(tx);
    await seedMentoring(tx, { now, userIds });
    await seedForums(tx, { now, userIds, platformIds });
    await backfillHighlights(tx);
    return { seeded: true };
  });
}
