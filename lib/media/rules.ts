// The image-upload rules of spec 1 §5 for a player's own pictures (avatar, masthead, My Files):
// at most 8000 x 8000 pixels and 10 MB, raster types only, the spec's three messages word for word.
// Pure: the browser checks a file with these before sending it and the provider checks the bytes
// again with the same functions (the browser is never trusted).
import { imageSize } from 'image-size';
import { z } from 'zod';
import { UPLOAD_KEY, UPLOAD_TYPES, sniffUploadType, type UploadType } from '../challenges/image';

/** Spec 1 §5 'max width and height 8000 each'. */
export const MEDIA_MAX_DIMENSION = 8000;
/** Spec 1 §5 'default max size 10 MB', counted as 10 MiB (the figure the message names). */
export const MEDIA_MAX_MB = 10;
export const MEDIA_MAX_BYTES = MEDIA_MAX_MB * 1024 * 1024;
/**
 * What one player may keep in My Files, avatar and masthead included. The spec names no quota;
 * 100 MB is ten full-size pictures and is stated in the README.
 */
export const MEDIA_QUOTA_BYTES = 100 * 1024 * 1024;

export const MEDIA_MESSAGES = {
  dimensions: (w = MEDIA_MAX_DIMENSION, h = MEDIA_MAX_DIMENSION) =>
    `Maximum width and height dimension for upload image is ${w} x ${h}.`,
  size: (n = MEDIA_MAX_MB) => `Maximum file size for upload image is ${n} MB.`,
  processing: 'Error processing the image.',
  quota: 'Your files are using all of your storage. Delete some files to make room for this one.',
  flagOff: 'My Files is not switched on for this community.',
  notFound: 'There is no such file.',
  deleteFailed: 'The file could not be deleted just now. Please try again.',
} as const;

export const MEDIA_PURPOSES = ['avatar', 'masthead', 'file'] as const;
export type MediaPurpose = (typeof MEDIA_PURPOSES)[number];

export interface ImageSize {
  width: number;
  height: number;
}

/**
 * The pixel size written in a PNG, GIF or JPEG header (read by `image-size`); null for anything
 * else or a header that cannot be read. Only headers are read: nothing is decoded, so a huge image
 * costs nothing here.
 */
export function readImageSize(bytes: Uint8Array, type: UploadType | null = sniffUploadType(bytes)): ImageSize | null {
  if (type !== 'image/png' && type !== 'image/gif' && type !== 'image/jpeg') return null;
  try {
    const { width, height } = imageSize(bytes);
    return width > 0 && height > 0 ? { width, height } : null;
  } catch {
    return null;
  }
}

export function isAllowedMediaSize(bytes: number): boolean {
  return Number.isInteger(bytes) && bytes > 0 && bytes <= MEDIA_MAX_BYTES;
}

export function isAllowedDimension(size: ImageSize): boolean {
  return size.width <= MEDIA_MAX_DIMENSION && size.height <= MEDIA_MAX_DIMENSION;
}

export type MediaCheck = { ok: true; type: UploadType; size: ImageSize } | { ok: false; error: string };

/**
 * One file against the rules, in the spec's order: size, then type and header, then dimensions.
 * `totalBytes` is the file's length when `bytes` holds only its start (the browser may read less).
 */
export function checkMediaBytes(bytes: Uint8Array, totalBytes = bytes.length): MediaCheck {
  if (totalBytes > MEDIA_MAX_BYTES) return { ok: false, error: MEDIA_MESSAGES.size() };
  if (totalBytes === 0) return { ok: false, error: MEDIA_MESSAGES.processing };
  const type = sniffUploadType(bytes);
  const size = type ? readImageSize(bytes, type) : null;
  if (!type || !size) return { ok: false, error: MEDIA_MESSAGES.processing };
  if (!isAllowedDimension(size)) return { ok: false, error: MEDIA_MESSAGES.dimensions() };
  return { ok: true, type, size };
}

// ---- the calls --------------------------------------------------------------------------------

const uploadTypes = Object.keys(UPLOAD_TYPES) as [UploadType, ...UploadType[]];

/** POST /files/media-upload: what the browser measured; the provider measures the bytes again. */
export const mediaTicketRequestSchema = z.object({
  content_type: z.enum(uploadTypes, { error: MEDIA_MESSAGES.processing }),
  size: z.number().int().min(1, MEDIA_MESSAGES.processing).max(MEDIA_MAX_BYTES, MEDIA_MESSAGES.size()),
  width: z.number().int().min(1).max(MEDIA_MAX_DIMENSION, MEDIA_MESSAGES.dimensions()),
  height: z.number().int().min(1).max(MEDIA_MAX_DIMENSION, MEDIA_MESSAGES.dimensions()),
  purpose: z.enum(MEDIA_PURPOSES),
});
export type MediaTicketRequest = z.infer<typeof mediaTicketRequestSchema>;

export const mediaFileSchema = z.object({
  id: z.number().int(),
  key: z.string().regex(UPLOAD_KEY),
  url: z.string(),
  content_type: z.string(),
  bytes: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  purpose: z.enum(MEDIA_PURPOSES),
  created_at: z.string(),
});
export type MediaFile = z.infer<typeof mediaFileSchema>;

export const mediaLibrarySchema = z.object({
  files: z.array(mediaFileSchema),
  used: z.number().int(),
  quota: z.number().int(),
});
export type MediaLibrary = z.infer<typeof mediaLibrarySchema>;

/** '2.4 MB', '512 kB', '12 bytes': sizes in My Files. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} kB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
