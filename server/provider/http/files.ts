// Images (spec 2 §7): POST /files/image-upload issues a signed address for one upload, the PUT to
// it stores the bytes, GET /files/images/{key} serves them; POST /meme-generator stores a drawn
// meme; GET /random-images ranks the shipped library; GET /use-image hands out the bytes of one of
// our own images (library or upload) and of nothing else, so it is never an open proxy.
// Every stored file is JPEG, PNG or GIF by its magic bytes, 20 MB at most.
import { randomBytes } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import {
  IMAGE_MESSAGES,
  IMAGE_UPLOAD_MAX_BYTES,
  UPLOAD_KEY,
  UPLOAD_TYPES,
  UPLOAD_URL_TTL_SECONDS,
  isUploadType,
  ownImage,
  randomImagesQuerySchema,
  rankLibrary,
  sniffUploadType,
  uploadPath,
  uploadTicketRequestSchema,
  type UploadType,
} from '@/lib/challenges/image';
import {
  LocalDiskStore,
  checkUploadSignature,
  libraryResult,
  loadLibrary,
  readLibraryFile,
  signUpload,
  type ImageStore,
} from '../storage';
import { isPersonalMedia } from '../domain/media';
import { requireUser } from './auth';
import { fail, ok, parseBody, zodErrors } from './respond';
import type { AppEnv, Deps } from './types';

/** Stored uploads never change (a new image gets a new key), so they may be kept for a year. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

/**
 * A player's own picture (avatar, masthead, My Files) can be deleted, and then it must stop being
 * shown: caches keep it an hour at most, not a year.
 */
export const PERSONAL_CACHE = 'public, max-age=3600';

export const IMAGE_CSP = "default-src 'none'; sandbox";

const tooLarge = (c: Context) => fail(c, 422, [{ field: 'file', error: IMAGE_MESSAGES.tooLarge }]);
const limit = bodyLimit({ maxSize: IMAGE_UPLOAD_MAX_BYTES, onError: tooLarge });

function imageResponse(bytes: Uint8Array, contentType: string, cache = IMMUTABLE_CACHE): Response {
  return new Response(bytes as Uint8Array<ArrayBuffer>, {
    headers: {
      'content-type': contentType,
      'cache-control': cache,
      'x-content-type-options': 'nosniff',
      // Opened on its own, a stored file runs nothing and loads nothing, whatever its bytes hide.
      'content-security-policy': IMAGE_CSP,
    },
  });
}

/** Checks and stores one image; a ready error response when it is not one we accept. */
async function storeImage(
  c: Context,
  store: ImageStore,
  expected: UploadType | null,
): Promise<{ key: string } | { response: Response }> {
  const bytes = new Uint8Array(await c.req.arrayBuffer());
  if (bytes.length === 0) return { response: fail(c, 422, [{ field: 'file', error: IMAGE_MESSAGES.wrongType }]) };
  if (bytes.length > IMAGE_UPLOAD_MAX_BYTES) return { response: tooLarge(c) };
  const type = sniffUploadType(bytes);
  if (!type || (expected && type !== expected))
    return { response: fail(c, 422, [{ field: 'file', error: IMAGE_MESSAGES.wrongType }]) };
  const key = `${randomBytes(16).toString('hex')}.${UPLOAD_TYPES[type]}`;
  await store.put(key, bytes, type);
  return { key };
}

export function filesRoutes({ db, config, store: given }: Deps) {
  const store = given ?? new LocalDiskStore(config.UPLOADS_DIR);
  const secret = config.UPLOAD_SIGNING_SECRET;
  const app = new Hono<AppEnv>();

  app.post('/files/image-upload', requireUser, async (c) => {
    const body = await parseBody(c, uploadTicketRequestSchema);
    if (!body.ok) return body.response;
    const contentType = body.data.content_type;
    const grant = {
      key: `${randomBytes(16).toString('hex')}.${UPLOAD_TYPES[contentType]}`,
      contentType,
      expires: Math.floor(Date.now() / 1000) + UPLOAD_URL_TTL_SECONDS,
    };
    const query = new URLSearchParams({ expires: String(grant.expires), signature: signUpload(secret, grant) });
    return ok(c, { url: `/files/uploads/${grant.key}?${query}`, headers: { 'content-type': contentType } });
  });

  // No bearer token here: the signature is the permission, as with a bucket's presigned URL.
  app.put('/files/uploads/:key', limit, async (c) => {
    const key = c.req.param('key');
    const contentType = (c.req.header('content-type') ?? '').split(';')[0].trim().toLowerCase();
    const grant = { key, contentType, expires: Number(c.req.query('expires')) };
    if (
      !UPLOAD_KEY.test(key) ||
      !isUploadType(contentType) ||
      checkUploadSignature(secret, grant, c.req.query('signature') ?? '') !== 'ok'
    ) {
      return fail(c, 403, IMAGE_MESSAGES.expired);
    }
    if (Number(c.req.header('content-length') ?? 0) > IMAGE_UPLOAD_MAX_BYTES) return tooLarge(c);
    if (await store.has(key)) return fail(c, 403, IMAGE_MESSAGES.expired);
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    if (bytes.length === 0 || sniffUploadType(bytes) !== contentType)
      return fail(c, 422, [{ field: 'file', error: IMAGE_MESSAGES.wrongType }]);
    await store.put(key, bytes, contentType);
    return ok(c, { key, url: uploadPath(key) }, 201);
  });

  app.get('/files/images/:key', async (c) => {
    const key = c.req.param('key');
    const found = await store.get(key);
    if (!found) return fail(c, 404, 'Not found');
    return imageResponse(found.bytes, found.contentType, (await isPersonalMedia(db, key)) ? PERSONAL_CACHE : undefined);
  });

  // The meme canvas exports a PNG (spec 2 §7 'POST /meme-generator'); stored like any upload.
  app.post('/meme-generator', requireUser, limit, async (c) => {
    const stored = await storeImage(c, store, 'image/png');
    return 'response' in stored ? stored.response : ok(c, { key: stored.key, url: uploadPath(stored.key) }, 201);
  });

  app.get('/random-images', async (c) => {
    const query = randomImagesQuerySchema.safeParse(c.req.query());
    if (!query.success) return fail(c, 422, zodErrors(query.error));
    const manifest = await loadLibrary(config.IMAGE_LIBRARY_DIR);
    return ok(
      c,
      rankLibrary(manifest.images, query.data).map((image) => libraryResult(manifest, image)),
    );
  });

  app.get('/use-image', async (c) => {
    const image = ownImage(c.req.query('source') ?? '');
    if (!image) return fail(c, 422, [{ field: 'source', error: IMAGE_MESSAGES.notOurs }]);
    if (image.kind === 'upload') {
      const found = await store.get(image.key);
      return found ? imageResponse(found.bytes, found.contentType) : fail(c, 404, 'Not found');
    }
    const bytes = await readLibraryFile(config.IMAGE_LIBRARY_DIR, image.path);
    return bytes ? imageResponse(bytes, 'image/jpeg') : fail(c, 404, 'Not found');
  });

  return app;
}
