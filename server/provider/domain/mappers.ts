// Row -> JSON mappers of the provider API. Field names follow the contracts in lib/contracts
// (snake_case, as the spec's API uses); dates leave as ISO strings.
import type { Account, PublicUser } from '@/lib/contracts/account';
import { mastheadImageOf } from '@/lib/contracts/preferences';
import type { PersonSummary } from '@/lib/contracts/challenge';
import type { Flag } from '@/lib/contracts/flags';
import type { Platform } from '@/lib/contracts/platform';
import { sql } from 'drizzle-orm';
import { ideas, ratings, users, type featureFlags, type platforms } from '../db/schema';

type UserRow = typeof users.$inferSelect;
type PlatformRow = typeof platforms.$inferSelect;
type FlagRow = typeof featureFlags.$inferSelect;

/** The handle falls back to the screen name (spec 1 §3); there is no separate handle column yet. */
export function userHandle(user: Pick<UserRow, 'screenName'>): string {
  return user.screenName;
}

export function toPublicUser(user: UserRow): PublicUser {
  return {
    id: user.id,
    handle: userHandle(user),
    screen_name: user.screenName,
    first_name: user.firstName,
    last_name: user.lastName,
    bio: user.bio,
    slogan: user.slogan,
    avatar_url: user.avatarUrl,
    interests: user.interests,
    social: user.social,
    is_organization: user.isOrganization,
    masthead_background_image: mastheadImageOf(user.preferences),
    created_at: user.createdAt.toISOString(),
  };
}

export function toAccount(user: UserRow, shadowAdminId: number | null): Account {
  return {
    user: {
      ...toPublicUser(user),
      scout_referrer: user.scoutReferrerId,
      email_verified: user.emailVerifiedAt !== null,
      email: user.email,
      home_platform_id: user.homePlatformId,
    },
    profile: { bio: user.bio, interests: user.interests },
    admin_roles: { global_admin: user.globalAdmin, platform_ambassador: user.platformAmbassador },
    shadowed_by: shadowAdminId,
  };
}

export function toPersonSummary(
  user: Pick<UserRow, 'id' | 'screenName' | 'firstName' | 'lastName' | 'avatarUrl'>,
): PersonSummary {
  return {
    id: user.id,
    handle: userHandle(user),
    first_name: user.firstName,
    last_name: user.lastName,
    avatar_url: user.avatarUrl,
  };
}

export function toPlatform(row: PlatformRow): Platform {
  return {
    id: row.id,
    name: row.name,
    title: row.title,
    slogan: row.slogan,
    subdomain: row.subdomain,
    slug: row.slug,
    type: row.type,
    marketing_phrase: row.marketingPhrase,
    icon: row.icon,
    color: row.color,
    owner: row.ownerId,
    organization_image: row.organizationImage,
    organization_description: row.organizationDescription,
    masthead_background_image: row.mastheadBackgroundImage,
    url: row.url,
    is_main: row.isMain,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    deletedAt: row.deletedAt ? row.deletedAt.toISOString() : null,
  };
}

/** Optional variant keys are left out rather than sent as null, as the flag contract expects. */
export function toFlag(row: FlagRow): Flag {
  return {
    name: row.name,
    enabled: row.enabled,
    variants: row.variants.map((v) => ({
      name: v.name,
      ...(v.value !== undefined && v.value !== null ? { value: v.value } : {}),
      ...(v.payload !== undefined ? { payload: v.payload } : {}),
    })),
  };
}

/** The user columns toPersonSummary reads, for a select joined to users. */
export const personSummaryColumns = {
  id: users.id,
  screenName: users.screenName,
  firstName: users.firstName,
  lastName: users.lastName,
  avatarUrl: users.avatarUrl,
};

/** An idea's rating average (null before any rating) and count, for a select from ideas. */
export function ideaRatingColumns() {
  return {
    average: sql<
      number | null
    >`(select avg(${ratings.value}) from ${ratings} where ${ratings.ideaId} = ${ideas.id})`.mapWith((v) =>
      v === null ? null : Number(v),
    ),
    ratingCount: sql<number>`(select count(*) from ${ratings} where ${ratings.ideaId} = ${ideas.id})`.mapWith(Number),
  };
}
