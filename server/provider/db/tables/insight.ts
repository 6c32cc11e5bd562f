// The insightful role and challenge ratings (spec 3 §1, spec 2 §5, spec 3 §9), and the email
// outbox the product writes to until delivery by nodemailer lands (DESIGN.md 'email').
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { challenges } from './play';

/**
 * A player's challenge of one assumption (what, who or why) of a question. One per player,
 * question and assumption: the unique key makes a second (also two at once) fail, and so the
 * insightful neurons for it are awarded once.
 */
export const assumptionChallenges = pgTable(
  'assumption_challenges',
  {
    id: serial('id').primaryKey(),
    challengeId: integer('challenge_id')
      .notNull()
      .references(() => challenges.id),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id),
    assumption: text('assumption').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('assumption_challenges_once').on(t.challengeId, t.authorId, t.assumption),
    index('assumption_challenges_author').on(t.authorId),
    check('assumption_challenges_assumption', sql`${t.assumption} in ('what', 'who', 'why')`),
  ],
);

/** Another player's rating of an assumption challenge, 1 to 5, once per rater. */
export const assumptionChallengeRatings = pgTable(
  'assumption_challenge_ratings',
  {
    assumptionChallengeId: integer('assumption_challenge_id')
      .notNull()
      .references(() => assumptionChallenges.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    value: integer('value').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.assumptionChallengeId, t.userId] }),
    check('assumption_challenge_ratings_value', sql`${t.value} between 1 and 5`),
  ],
);

/** A rater's rating of a challenge (the question itself), 1 to 5, once per rater (spec 2 §5). */
export const challengeRatings = pgTable(
  'challenge_ratings',
  {
    challengeId: integer('challenge_id')
      .notNull()
      .references(() => challenges.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    value: integer('value').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.challengeId, t.userId] }),
    check('challenge_ratings_value', sql`${t.value} between 1 and 5`),
  ],
);

/**
 * Every message the product sends. Written by queueEmail (email/outbox.ts) only; the deliver-email
 * job (email/deliver.ts) sends it through SMTP_URL and sets sent_at, or, after a failure, counts
 * the attempt and sets next_attempt_at (backoff). Without SMTP_URL rows stay here, read by admins.
 * `kind` names the message type (lib/contracts/email.ts) for preferences and unsubscribe links.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: serial('id').primaryKey(),
    toAddress: text('to_address').notNull(),
    toUserId: integer('to_user_id').references(() => users.id),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    kind: text('kind').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    lastError: text('last_error'),
  },
  (t) => [
    index('email_outbox_unsent')
      .on(t.createdAt)
      .where(sql`${t.sentAt} is null`),
  ],
);

/**
 * The game digest each player got (issue 19 §4; domain/digest.ts): one row per player, frequency
 * and period, written in the same transaction as the email, so the primary key makes a second run
 * (or a second process) for the same period a no-op. A player with nothing to say gets a row with
 * no email, so the period is not looked at again. `rank` is their place on the all-time board
 * when the digest was built: the next digest's rank movement starts from it.
 */
export const emailDigests = pgTable(
  'email_digests',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    frequency: text('frequency').$type<'daily' | 'weekly'>().notNull(),
    /** The first UTC day of the period the digest covers. */
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    rank: integer('rank'),
    neurons: numeric('neurons', { precision: 14, scale: 3, mode: 'number' }).notNull().default(0),
    /** The queued message; null when the player had nothing to say this period. */
    emailId: integer('email_id').references(() => emailOutbox.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.frequency, t.periodStart] }),
    check('email_digests_frequency', sql`${t.frequency} in ('daily', 'weekly')`),
  ],
);
