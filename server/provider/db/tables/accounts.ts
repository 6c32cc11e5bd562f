// People, communities and sign-in (spec 1 §3): users, platforms, categories, flags, tokens,
// OAuth codes, account sessions, traits and connect codes; and the created/updated columns.
import { sql } from 'drizzle-orm';
import { TRUST_SCORE } from '@/lib/challenges/trust';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    screenName: text('screen_name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    bio: text('bio').notNull().default(''),
    slogan: text('slogan').notNull().default(''),
    avatarUrl: text('avatar_url'),
    interests: jsonb('interests').$type<string[]>().notNull().default([]),
    social: jsonb('social').$type<Record<string, { handle: string }>>().notNull().default({}),
    preferences: jsonb('preferences').$type<Record<string, unknown>>().notNull().default({}),
    twitter: text('twitter'),
    isOrganization: boolean('is_organization').notNull().default(false),
    globalAdmin: boolean('global_admin').notNull().default(false),
    platformAmbassador: boolean('platform_ambassador').notNull().default(false),
    scoutReferrerId: integer('scout_referrer_id'),
    /** When the current scout recruited them (re-scouting, spec 3 §4); null: at sign-up (created_at). */
    scoutRecruitedAt: timestamp('scout_recruited_at', { withTimezone: true }),
    homePlatformId: integer('home_platform_id'),
    /** Lowered when, as a catalyst, they decline to pay a prize (lib/challenges/trust.ts). */
    trustScore: integer('trust_score').notNull().default(TRUST_SCORE.initial),
    /** When the owner followed the link mailed to this address (sign-up, change of email). */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    ...timestamps,
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** Set while an admin or ambassador has suspended the account (issue 21): no token works. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_screen_name_lower').on(sql`lower(${t.screenName})`),
    uniqueIndex('users_email_lower').on(sql`lower(${t.email})`),
    // @mention search (GET /users/search): case-insensitive prefix matches of live users. The
    // pattern opclass lets LIKE 'abc%' use a btree whatever the database collation is.
    index('users_search_screen_name')
      .on(sql`lower(${t.screenName}) text_pattern_ops`)
      .where(sql`${t.deletedAt} is null`),
    index('users_search_first_name')
      .on(sql`lower(${t.firstName}) text_pattern_ops`)
      .where(sql`${t.deletedAt} is null`),
    index('users_search_last_name')
      .on(sql`lower(${t.lastName}) text_pattern_ops`)
      .where(sql`${t.deletedAt} is null`),
  ],
);

export const platforms = pgTable(
  'platforms',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    title: text('title').notNull(),
    slogan: text('slogan').notNull().default(''),
    subdomain: text('subdomain').notNull(),
    slug: text('slug').notNull(),
    type: text('type').notNull().default('system-platform'),
    marketingPhrase: text('marketing_phrase'),
    icon: text('icon'),
    /** The community's colour (#rrggbb): its masthead and top bar, so communities look apart (issue 22). */
    color: text('color'),
    ownerId: integer('owner_id').references(() => users.id),
    organizationImage: text('organization_image'),
    organizationDescription: text('organization_description'),
    mastheadBackgroundImage: text('masthead_background_image'),
    url: text('url'),
    isMain: boolean('is_main').notNull().default(false),
    preferences: jsonb('preferences').$type<Record<string, unknown>>().notNull().default({}),
    ...timestamps,
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('platforms_slug').on(t.slug), uniqueIndex('platforms_subdomain').on(t.subdomain)],
);

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    platformId: integer('platform_id').references(() => platforms.id),
    parentId: integer('parent_id'),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description').notNull().default(''),
    icon: text('icon'),
    relatedPlatform: text('related_platform'),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('categories_slug').on(t.slug), index('categories_parent').on(t.parentId)],
);

export const featureFlags = pgTable('feature_flags', {
  name: text('name').primaryKey(),
  enabled: boolean('enabled').notNull().default(false),
  variants: jsonb('variants').$type<{ name: string; value?: string; payload?: unknown }[]>().notNull().default([]),
  description: text('description').notNull().default(''),
});

/** Bearer tokens of the provider API; only a SHA-256 of the token is stored. */
export const accessTokens = pgTable(
  'access_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** Set when an admin acts as this user (shadow mode, spec 1 §4). */
    shadowAdminId: integer('shadow_admin_id').references(() => users.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('access_tokens_user').on(t.userId)],
);

/** OAuth2 authorization codes (single use, PKCE). */
export const oauthCodes = pgTable('oauth_codes', {
  codeHash: text('code_hash').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  clientId: text('client_id').notNull(),
  redirectUri: text('redirect_uri').notNull(),
  codeChallenge: text('code_challenge'),
  codeChallengeMethod: text('code_challenge_method'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** The accounts service's own browser session (gateway cookie), separate from the product's bn_auth. */
export const accountSessions = pgTable('account_sessions', {
  idHash: text('id_hash').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * Single-use links mailed by the accounts service (issue 19 §5): password reset, email
 * verification, change of email. Only the SHA-256 of the token is stored; `email` is the address
 * the link was sent to (the new address for a change of email).
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: serial('id').primaryKey(),
    purpose: text('purpose').$type<'password-reset' | 'email-verify' | 'email-change'>().notNull(),
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('account_tokens_hash').on(t.tokenHash), index('account_tokens_user').on(t.userId, t.purpose)],
);

export const traits = pgTable('traits', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: integer('user_id'),
  fingerprint: text('fingerprint'),
  type: text('type').notNull(),
  event: text('event').notNull(),
  context: jsonb('context').$type<Record<string, unknown>>().notNull().default({}),
  properties: jsonb('properties').$type<Record<string, unknown>>().notNull().default({}),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One-time connect codes of the accounts service (GET /accounts/connect): SHA-256 stored, 10 minutes, single use. */
export const connectCodes = pgTable(
  'connect_codes',
  {
    codeHash: text('code_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('connect_codes_user').on(t.userId)],
);

/**
 * Append-only record of shadow mode (DESIGN.md, security posture): start, every change request
 * made with a shadow token (or refused for want of confirmation) and stop, with who acted as whom.
 * A trigger refuses UPDATE, DELETE and TRUNCATE (migration 0025); revoking the shadow token on stop
 * leaves these rows as they are.
 */
export const shadowAudit = pgTable(
  'shadow_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    adminId: integer('admin_id')
      .notNull()
      .references(() => users.id),
    /** The user the admin acted as. */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** 'start' | 'mutation' | 'refused' | 'stop' (server/provider/domain/shadow-audit.ts). */
    action: text('action').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    /** The answer's HTTP status. */
    status: integer('status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('shadow_audit_admin_time').on(t.adminId, t.createdAt),
    index('shadow_audit_user_time').on(t.userId, t.createdAt),
  ],
);

/**
 * Counters of rate-limiter-flexible's RateLimiterDrizzle (sign-in limits, server/provider/accounts/
 * sign-in-limits.ts): one row per key, shared by every provider process on the same database.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    points: integer('points').notNull().default(0),
    expire: timestamp('expire', { withTimezone: true }),
  },
  (t) => [index('rate_limits_expire').on(t.expire)],
);
