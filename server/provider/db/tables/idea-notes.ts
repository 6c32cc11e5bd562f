// Two records an idea's people keep beside it.
// - Saved ideas, the 'Nerve-on A-ha' notebook (spec 3 §2.4 dashboard.nerve-on-ah.public and
//   .private; spec 2 §2 'Save an Idea'): an idea a player writes down before there is a question for
//   it, or someone's idea they keep. Public ones are shown to other players, private ones to the
//   player alone. An own idea has a title and text; a kept one points at the idea it keeps.
// - Idea iterations (spec 1 §3 'Solution, iteration'; spec 2 §3 Idea 'iterations'): ideas are not
//   edited after posting (spec 2 §4), so an author posts a new iteration instead; the idea row holds
//   the current text and each earlier version is kept here, numbered from 1, for everyone who may
//   read the idea.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { ideas } from './play';

export const savedIdeas = pgTable(
  'saved_ideas',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    visibility: text('visibility').notNull().default('private'),
    /** An own idea's text; null on a kept idea, whose text is the idea's own. */
    title: text('title'),
    description: text('description').notNull().default(''),
    /** The idea kept, or null for an own idea. */
    ideaId: integer('idea_id').references(() => ideas.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('saved_ideas_user').on(t.userId, t.createdAt),
    // One keep per idea and player: a second Save is the same entry.
    uniqueIndex('saved_ideas_user_idea')
      .on(t.userId, t.ideaId)
      .where(sql`${t.ideaId} is not null`),
    check('saved_ideas_visibility', sql`${t.visibility} in ('public', 'private')`),
    check('saved_ideas_own_or_kept', sql`(${t.ideaId} is null) <> (${t.title} is null)`),
  ],
);

export const ideaIterations = pgTable(
  'idea_iterations',
  {
    id: serial('id').primaryKey(),
    ideaId: integer('idea_id')
      .notNull()
      .references(() => ideas.id, { onDelete: 'cascade' }),
    /** 1 is the idea as first posted. */
    version: integer('version').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** When this version was posted (the idea's created_at for version 1). */
    postedAt: timestamp('posted_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('idea_iterations_idea_version').on(t.ideaId, t.version),
    check('idea_iterations_version', sql`${t.version} >= 1`),
  ],
);

/**
 * A catalyst's request for a new iteration of an idea in their challenge (spec 1 §3 'iteration
 * request'; spec 2 §7 POST /challenges/{slug}/catalyst/ideas): what they would like improved. It
 * is answered by the author's next iteration; one open request per idea.
 */
export const iterationRequests = pgTable(
  'iteration_requests',
  {
    id: serial('id').primaryKey(),
    ideaId: integer('idea_id')
      .notNull()
      .references(() => ideas.id, { onDelete: 'cascade' }),
    requestedById: integer('requested_by_id')
      .notNull()
      .references(() => users.id),
    note: text('note').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set by the iteration that answered it. */
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('iteration_requests_open')
      .on(t.ideaId)
      .where(sql`${t.answeredAt} is null`),
    index('iteration_requests_idea').on(t.ideaId, t.createdAt),
  ],
);
