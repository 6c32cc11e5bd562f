// Teams (spec 3 §6: friends form teams and browse each other's idea logs). A team is a small group
// of players; a member invites a friend, who accepts or declines. The captain is whoever founded it
// (or, after they leave, the longest-standing member).
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';

export const teams = pgTable('teams', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const teamMembers = pgTable(
  'team_members',
  {
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    role: text('role').notNull().default('member'),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.teamId, t.userId] }),
    index('team_members_user').on(t.userId),
    uniqueIndex('team_members_one_captain')
      .on(t.teamId)
      .where(sql`${t.role} = 'captain'`),
    check('team_members_role', sql`${t.role} in ('captain', 'member')`),
  ],
);

export const teamInvitations = pgTable(
  'team_invitations',
  {
    id: serial('id').primaryKey(),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    invitedById: integer('invited_by_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('team_invitations_once').on(t.teamId, t.userId), index('team_invitations_user').on(t.userId)],
);
