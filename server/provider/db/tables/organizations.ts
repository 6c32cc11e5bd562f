// Organizations (spec 3 §2.10, spec 1 §3 'Organization (older API)': name, inviteType, members,
// admins, owner, join requests, invitations). One row per member with a role; the owner is a member
// whose role is 'owner', and the partial unique index keeps it to one per organization. Pending
// invitations (an admin asked a person) and join requests (a person asked) share one table.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps, users } from './accounts';

export const organizations = pgTable(
  'organizations',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** 'open': anyone joins; 'request': admins accept requests; 'invite': by invitation only. */
    inviteType: text('invite_type').notNull().default('request'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('organizations_slug').on(t.slug),
    check('organizations_invite_type', sql`${t.inviteType} in ('open', 'request', 'invite')`),
  ],
);

export const organizationMembers = pgTable(
  'organization_members',
  {
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    role: text('role').notNull().default('member'),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.userId] }),
    index('organization_members_user').on(t.userId),
    // One owner at most, enforced by the database; the domain keeps it at exactly one.
    uniqueIndex('organization_members_one_owner')
      .on(t.organizationId)
      .where(sql`${t.role} = 'owner'`),
    check('organization_members_role', sql`${t.role} in ('owner', 'admin', 'member')`),
  ],
);

export const organizationPending = pgTable(
  'organization_pending',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** 'invitation': an admin invited the user; 'request': the user asked to join. */
    kind: text('kind').notNull(),
    invitedById: integer('invited_by_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('organization_pending_once').on(t.organizationId, t.userId),
    index('organization_pending_user').on(t.userId),
    check('organization_pending_kind', sql`${t.kind} in ('invitation', 'request')`),
  ],
);
