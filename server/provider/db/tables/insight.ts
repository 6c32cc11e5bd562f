// The insightful role and challenge ratings (spec 3 §1, spec 2 §5, spec 3 §9), and the email
// outbox the product writes to until delivery by nodemailer lands (DESIGN.md 'email').
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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
 * Messages waiting to be sent. Written by queueEmail (domain/email-outbox.ts) only; a later issue
 * adds the delivery job (nodemailer with SMTP_URL), which sets sent_at. `kind` names the message
 * type ('challenge-ideas', …) for the admins' reading and for preferences.
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
  },
  (t) => [
    index('email_outbox_unsent')
      .on(t.createdAt)
      .where(sql`${t.sentAt} is null`),
  ],
);
