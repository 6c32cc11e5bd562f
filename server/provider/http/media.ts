// A player's own pictures (spec 1 §5, §7 'POST /files/image-upload … then PUT to that signed url';
// spec 3 §2.4 my-files): POST /files/media-upload checks what the browser measured and hands out a
// signed address bound to the user and the purpose; PUT /files/media/{key} checks the bytes again
// (size, type by magic bytes, pixel size from the header, quota) and stores them; GET and DELETE
// /files/library list and remove the player's files (My Files, behind beta-features'
// media-storage-library variant). Stored pictures are served by GET /files/images/{key} (files.ts).
import { randomBytes } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { UPLOAD_KEY, UPLOAD_TYPES, UPLOAD_URL_TTL_SECONDS, isUploadType, uploadPath } from '@/lib/challenges/image';
import {
  MEDIA_MAX_BYTES,
  MEDIA_MESSAGES,
  MEDIA_PURPOSES,
  MEDIA_QUOTA_BYTES,
  checkMediaBytes,
  mediaTicketRequestSchema,
  type MediaPurpose,
} from '@/lib/media/rules';
import { IMAGE_MESSAGES } from '@/lib/challenges/image';
import { deleteMedia, listMedia, mediaLibraryOn, recordMedia, usedBytes, usedBytesBeside } from '../domain/media';
import { LocalDiskStore, checkUploadSignature, signUpload } from '../storage';
import { currentUser, requireUser } from './auth';
import { fail, ok, parseBody } from './respond';
import type { AppEnv, Deps } from './types';

const tooLarge = (c: Context) => fail(c, 422, [{ field: 'file', error: MEDIA_MESSAGES.size() }]);
const refused = (c: Context, error: string) => fail(c, 422, [{ field: 'file', error }]);
const isPurpose = (value: string): value is MediaPurpose => (MEDIA_PURPOSES as readonly string[]).includes(value);

export function mediaRoutes({ db, config, store: given }: Deps) {
  const store = given ?? new LocalDiskStore(config.UPLOADS_DIR);
  const secret = config.UPLOAD_SIGNING_SECRET;
  const app = new Hono<AppEnv>();

  /** My Files uploads need the flag as the community runs it (?platform=); avatar and masthead do not. */
  const purposeAllowed = async (c: Context<AppEnv>, purpose: MediaPurpose) =>
    purpose !== 'file' || (await mediaLibraryOn(db, c.req.query('platform')));

  app.post('/files/media-upload', requireUser, async (c) => {
    const body = await parseBody(c, mediaTicketRequestSchema);
    if (!body.ok) return body.response;
    const { content_type: contentType, size, purpose } = body.data;
    if (!(await purposeAllowed(c, purpose))) return fail(c, 404, MEDIA_MESSAGES.flagOff);
    const user = currentUser(c);
    if ((await usedBytesBeside(db, user.id, purpose)) + size > MEDIA_QUOTA_BYTES)
      return refused(c, MEDIA_MESSAGES.quota);
    const grant = {
      key: `${randomBytes(16).toString('hex')}.${UPLOAD_TYPES[contentType]}`,
      contentType,
      expires: Math.floor(Date.now() / 1000) + UPLOAD_URL_TTL_SECONDS,
      owner: user.id,
      purpose,
    };
    const query = new URLSearchParams({
      expires: String(grant.expires),
      purpose,
      signature: signUpload(secret, grant),
    });
    return ok(c, { url: `/files/media/${grant.key}?${query}`, headers: { 'content-type': contentType } });
  });

  // The bearer token is required as well as the signature: an address taken from another player
  // does not work with your token, nor theirs with the address changed.
  app.put('/files/media/:key', requireUser, bodyLimit({ maxSize: MEDIA_MAX_BYTES, onError: tooLarge }), async (c) => {
    const key = c.req.param('key');
    const purpose = c.req.query('purpose') ?? '';
    const contentType = (c.req.header('content-type') ?? '').split(';')[0].trim().toLowerCase();
    const user = currentUser(c);
    const grant = { key, contentType, expires: Number(c.req.query('expires')), owner: user.id, purpose };
    if (
      !UPLOAD_KEY.test(key) ||
      !isUploadType(contentType) ||
      !isPurpose(purpose) ||
      checkUploadSignature(secret, grant, c.req.query('signature') ?? '') !== 'ok'
    )
      return fail(c, 403, IMAGE_MESSAGES.expired);
    if (Number(c.req.header('content-length') ?? 0) > MEDIA_MAX_BYTES) return tooLarge(c);
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    const check = checkMediaBytes(bytes);
    if (!check.ok) return refused(c, check.error);
    if (check.type !== contentType) return refused(c, MEDIA_MESSAGES.processing);
    // An address is used once: one stored by an earlier upload (of any kind) is not written over.
    if (await store.has(key)) return fail(c, 403, IMAGE_MESSAGES.expired);
    const recorded = await recordMedia(
      db,
      user.id,
      { key, type: check.type, bytes: bytes.length, size: check.size, purpose },
      {
        quota: MEDIA_QUOTA_BYTES,
        write: () => store.put(key, bytes, contentType),
        remove: (replacedKey) => store.delete(replacedKey),
      },
    );
    if (!recorded.ok)
      return recorded.reason === 'quota' ? refused(c, MEDIA_MESSAGES.quota) : fail(c, 403, IMAGE_MESSAGES.expired);
    return ok(c, { ...recorded.file, url: uploadPath(key) }, 201);
  });

  app.get('/files/library', requireUser, async (c) => {
    if (!(await mediaLibraryOn(db, c.req.query('platform')))) return fail(c, 404, MEDIA_MESSAGES.flagOff);
    const user = currentUser(c);
    const [files, used] = await Promise.all([listMedia(db, user.id), usedBytes(db, user.id)]);
    return ok(c, { files, used, quota: MEDIA_QUOTA_BYTES });
  });

  app.delete('/files/library/:id', requireUser, async (c) => {
    if (!(await mediaLibraryOn(db, c.req.query('platform')))) return fail(c, 404, MEDIA_MESSAGES.flagOff);
    const id = Number(c.req.param('id'));
    if (!Number.isSafeInteger(id)) return fail(c, 404, MEDIA_MESSAGES.notFound);
    // The store refused to remove the bytes: nothing was deleted, and the player may try again.
    const deleted = await deleteMedia(db, store, currentUser(c).id, id).catch(() => 'failed' as const);
    if (deleted === 'failed') return fail(c, 503, MEDIA_MESSAGES.deleteFailed);
    return deleted ? ok(c, deleted) : fail(c, 404, MEDIA_MESSAGES.notFound);
  });

  return app;
}
