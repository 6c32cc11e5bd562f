// Running a community (issue 21; spec 1 §6, spec 3 §6-§7): the append-only audit log of every admin,
// ambassador and shadow action, and the feedback inbox's state per message.
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { feedback } from './play';
import { featureFlags, platforms, users } from './accounts';

/**
 * One row per admin or ambassador action and per shadow-session event (start, each confirmed or
 * refused change, stop). Rows are never updated or deleted: the migration's trigger refuses it.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Who acted: the admin or ambassador; in shadow mode, the admin behind the shadow token. */
    actorId: integer('actor_id')
      .notNull()
      .references(() => users.id),
    /** The person the admin was acting as, for shadow rows; null otherwise. */
    shadowedUserId: integer('shadowed_user_id').references(() => users.id),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    platformId: integer('platform_id'),
    requestId: text('request_id').notNull(),
    method: text('method'),
    path: text('path'),
    status: integer('status'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_time').on(t.createdAt),
    index('audit_log_actor_time').on(t.actorId, t.createdAt),
    index('audit_log_action_time').on(t.action, t.createdAt),
    index('audit_log_target').on(t.targetType, t.targetId),
  ],
);

/** The feedback inbox's state of one message (new until read; resolved when dealt with). */
export const feedbackStates = pgTable('feedback_states', {
  feedbackId: integer('feedback_id')
    .primaryKey()
    .references(() => feedback.id),
  state: text('state').$type<'read' | 'resolved'>().notNull(),
  updatedBy: integer('updated_by')
    .notNull()
    .references(() => users.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A player's report of a challenge, idea, comment, forum post or person (spec 1 §7 POST
 * /immunity/reports; issue 21 §3). One open report per reporter and target (the partial unique
 * index); the moderation queue of the target's community lists the open ones, and the action that
 * settles a report records its outcome, which the reporter is told.
 */
export const moderationReports = pgTable(
  'moderation_reports',
  {
    id: serial('id').primaryKey(),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => users.id),
    targetType: text('target_type').notNull(),
    targetId: integer('target_id').notNull(),
    /** The community the target belongs to: its ambassador moderates it. */
    platformId: integer('platform_id')
      .notNull()
      .references(() => platforms.id),
    reason: text('reason').notNull(),
    note: text('note').notNull().default(''),
    status: text('status').$type<'open' | 'resolved'>().notNull().default('open'),
    outcome: text('outcome'),
    resolvedBy: integer('resolved_by').references(() => users.id),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('moderation_reports_open_once')
      .on(t.reporterId, t.targetType, t.targetId)
      .where(sql`${t.status} = 'open'`),
    index('moderation_reports_queue').on(t.platformId, t.status, t.id),
    index('moderation_reports_target').on(t.targetType, t.targetId),
    check('moderation_reports_status', sql`${t.status} in ('open', 'resolved')`),
  ],
);

/**
 * A feature flag as one community runs it (spec 1 §3 'per platform and variant'; issue 21 §6): on
 * or off there, and its own variant values; a community without a row follows the flag's global
 * state. GET /flags?platform= answers with these applied.
 */
export const featureFlagOverrides = pgTable(
  'feature_flag_overrides',
  {
    flagName: text('flag_name')
      .notNull()
      .references(() => featureFlags.name),
    platformId: integer('platform_id')
      .notNull()
      .references(() => platforms.id),
    enabled: boolean('enabled').notNull(),
    /** Variant name to value, over the flag's own. */
    variants: jsonb('variants').$type<Record<string, string>>().notNull().default({}),
    updatedBy: integer('updated_by').references(() => users.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.flagName, t.platformId] })],
);
