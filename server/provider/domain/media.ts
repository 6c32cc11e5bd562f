// A player's own pictures (spec 1 §5; spec 3 §2.4 my-files): the rows behind avatar, masthead and
// My Files uploads, the storage they use against the quota, and what a new or deleted picture
// changes on the account (its avatar_url, its masthead preference).
import { and, desc, eq, sql } from 'drizzle-orm';
import { PREFERENCE } from '@/lib/contracts/preferences';
import { UPLOADS_PATH, uploadPath, type UploadType } from '@/lib/challenges/image';
import { mediaLibraryEnabled } from '@/lib/media/flag';
import type { ImageSize, MediaFile, MediaPurpose } from '@/lib/media/rules';
import type { Db } from '../db/client';
import { mediaFiles, users } from '../db/schema';
import type { ImageStore } from '../storage/store';
import { listFlags } from './flags';

/** Is My Files on in this community (an unknown or absent one reads the global flags)? */
export async function mediaLibraryOn(db: Db, platformSlug?: string): Promise<boolean> {
  return mediaLibraryEnabled(await listFlags(db, platformSlug));
}

type MediaRow = typeof mediaFiles.$inferSelect;

function toMediaFile(row: MediaRow): MediaFile {
  return {
    id: row.id,
    key: row.key,
    url: uploadPath(row.key),
    content_type: row.contentType,
    bytes: row.bytes,
    width: row.width,
    height: row.height,
    purpose: row.purpose as MediaPurpose,
    created_at: row.createdAt.toISOString(),
  };
}

/** Is this stored file one of a player's own pictures (which they may delete)? */
export async function isPersonalMedia(db: Db, key: string): Promise<boolean> {
  const [row] = await db.select({ id: mediaFiles.id }).from(mediaFiles).where(eq(mediaFiles.key, key)).limit(1);
  return Boolean(row);
}

export async function usedBytes(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${mediaFiles.bytes}), 0)` })
    .from(mediaFiles)
    .where(eq(mediaFiles.userId, userId));
  return Number(row?.total ?? 0);
}

export async function listMedia(db: Db, userId: number): Promise<MediaFile[]> {
  const rows = await db
    .select()
    .from(mediaFiles)
    .where(eq(mediaFiles.userId, userId))
    .orderBy(desc(mediaFiles.createdAt), desc(mediaFiles.id));
  return rows.map(toMediaFile);
}

/**
 * The upload that an avatar or masthead upload would replace: the account's current picture for
 * that purpose when it was uploaded for that purpose (a My Files picture used as the avatar is
 * the player's to delete, so it is never replaced).
 */
async function replaceablePicture(
  db: Db,
  userId: number,
  purpose: MediaPurpose,
): Promise<{ id: number; key: string; bytes: number } | undefined> {
  if (purpose === 'file') return undefined;
  const avatar = sql`${users.avatarUrl}`;
  const masthead = sql`${users.preferences} ->> ${PREFERENCE.mastheadImage}::text`;
  const [current, other] = purpose === 'avatar' ? [avatar, masthead] : [masthead, avatar];
  const [row] = await db
    .select({ id: mediaFiles.id, key: mediaFiles.key, bytes: mediaFiles.bytes })
    .from(mediaFiles)
    .innerJoin(users, eq(users.id, mediaFiles.userId))
    .where(
      and(
        eq(mediaFiles.userId, userId),
        eq(mediaFiles.purpose, purpose),
        sql`${UPLOADS_PATH} || ${mediaFiles.key} = ${current}`,
        // Still shown in the other place (a masthead set to the avatar's address): it stays.
        sql`${UPLOADS_PATH} || ${mediaFiles.key} is distinct from ${other}`,
      ),
    );
  return row;
}

/** Bytes a new upload for `purpose` has to fit beside: the picture it would replace does not count. */
export async function usedBytesBeside(db: Db, userId: number, purpose: MediaPurpose): Promise<number> {
  const [used, replaced] = await Promise.all([usedBytes(db, userId), replaceablePicture(db, userId, purpose)]);
  return used - (replaced?.bytes ?? 0);
}

/**
 * Records an upload and, for an avatar or masthead, makes it the account's picture. Under a lock on
 * the player's row, so uploads arriving together are counted against the quota one after another;
 * the row claims its key before `write` stores the bytes, so a second upload to one address can
 * neither overwrite the first nor be counted twice. A failed write undoes the record.
 *
 * A new avatar or masthead replaces the one uploaded for that purpose before: its bytes are removed
 * and then its row, so it stops counting against the quota. Should the removal fail, the row stays
 * (listed in My Files, served as a personal picture) rather than leaving public bytes no row
 * speaks for, which would be served as a shared upload and kept by caches for a year. A picture
 * kept in My Files and used as the avatar is the player's to delete, so it stays.
 */
export async function recordMedia(
  db: Db,
  userId: number,
  file: { key: string; type: UploadType; bytes: number; size: ImageSize; purpose: MediaPurpose },
  { quota, write, remove }: { quota: number; write: () => Promise<void>; remove: (key: string) => Promise<void> },
): Promise<{ ok: true; file: MediaFile; replacedKey: string | null } | { ok: false; reason: 'quota' | 'taken' }> {
  const url = uploadPath(file.key);
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const replaced = await replaceablePicture(tx, userId, file.purpose);
    if ((await usedBytes(tx, userId)) - (replaced?.bytes ?? 0) + file.bytes > quota)
      return { ok: false as const, reason: 'quota' as const };
    const [row] = await tx
      .insert(mediaFiles)
      .values({
        userId,
        key: file.key,
        contentType: file.type,
        bytes: file.bytes,
        width: file.size.width,
        height: file.size.height,
        purpose: file.purpose,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) return { ok: false as const, reason: 'taken' as const };
    await write();
    if (file.purpose === 'avatar')
      await tx.update(users).set({ avatarUrl: url, updatedAt: new Date() }).where(eq(users.id, userId));
    if (file.purpose === 'masthead')
      await tx
        .update(users)
        .set({
          preferences: sql`${users.preferences} || jsonb_build_object(${PREFERENCE.mastheadImage}::text, ${url}::text)`,
          updatedAt: new Date(),
        })
        .where(eq(users.id, userId));
    const removed = replaced
      ? await remove(replaced.key).then(
          () => true,
          () => false,
        )
      : false;
    if (removed) await tx.delete(mediaFiles).where(eq(mediaFiles.id, replaced!.id));
    return { ok: true as const, file: toMediaFile(row), replacedKey: removed ? replaced!.key : null };
  });
}

/**
 * Deletes one of the player's files (null when it is not theirs or not there). An avatar or
 * masthead that showed it goes back to the default, so no page points at a missing picture.
 * The bytes go before the commit: when their removal fails, nothing is deleted and the call
 * throws, so the player is told and may try again, and the picture never stays public unlisted.
 * Should the commit itself then fail, the row stays without bytes (its address answers 404) and
 * the player deletes it again: the safe side of the two, for a picture they wanted gone.
 */
export async function deleteMedia(db: Db, store: ImageStore, userId: number, id: number): Promise<MediaFile | null> {
  const deleted = await db.transaction(async (tx) => {
    // The player's row first, as recordMedia locks it: a delete and an upload in one order.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [row] = await tx
      .delete(mediaFiles)
      .where(and(eq(mediaFiles.id, id), eq(mediaFiles.userId, userId)))
      .returning();
    if (!row) return null;
    const url = uploadPath(row.key);
    await tx
      .update(users)
      .set({ avatarUrl: null, updatedAt: new Date() })
      .where(and(eq(users.id, userId), eq(users.avatarUrl, url)));
    await tx
      .update(users)
      .set({ preferences: sql`${users.preferences} - ${PREFERENCE.mastheadImage}::text`, updatedAt: new Date() })
      .where(and(eq(users.id, userId), sql`${users.preferences} ->> ${PREFERENCE.mastheadImage}::text = ${url}`));
    await store.delete(row.key);
    return row;
  });
  return deleted ? toMediaFile(deleted) : null;
}
