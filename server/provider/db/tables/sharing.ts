// Sharing and scouting (spec 3 §2.6, §3, §7): the snoozed queue of saved shares, the shares a
// player sent (the scout dashboard's challenges), and connected social accounts whose tokens are
// kept encrypted (domain/social-tokens.ts) and never leave the provider.
import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/** Saved shares (spec 3 §3 snoozed sharing): the content payload to share later, one per target. */
export const snoozedSharings = pgTable(
  'snoozed_sharings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    subject: text('subject').notNull(),
    target: text('target').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('snoozed_sharings_owner_target').on(t.userId, t.subject, t.target)],
);

/** One row per share sent through a network (POST /sharing/{provider}/{subject}/{target}). */
export const shares = pgTable(
  'shares',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    target: text('target').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('shares_user_time').on(t.userId, t.createdAt)],
);

/** A connected social account (X): handle and AES-GCM sealed tokens (never sent to a browser). */
export const socialConnections = pgTable(
  'social_connections',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    provider: text('provider').notNull(),
    handle: text('handle').notNull(),
    accessToken: text('access_token').notNull(),
    refreshToken: text('refresh_token'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('social_connections_user_provider').on(t.userId, t.provider)],
);

/** An X connection in progress: the PKCE verifier waiting for the callback (10 minutes). */
export const socialConnectStates = pgTable('social_connect_states', {
  state: text('state').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  provider: text('provider').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  redirectUri: text('redirect_uri').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
