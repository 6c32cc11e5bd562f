// A player's own uploaded pictures (spec 1 §5, spec 3 §2.4 my-files): avatar, masthead and My
// Files. The bytes live in the image store under `key`; this row says whose they are, how big,
// and counts them against the player's storage quota (lib/media/rules.ts).
import { bigint, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';

export const mediaFiles = pgTable(
  'media_files',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    contentType: text('content_type').notNull(),
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** 'avatar', 'masthead' or 'file': what the upload was made for (MEDIA_PURPOSES). */
    purpose: text('purpose').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('media_files_key').on(t.key), index('media_files_user').on(t.userId, t.createdAt)],
);
