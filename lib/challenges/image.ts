// The challenge image (spec 2 §2 Image step, §5 Image, §7 image calls, §8 gallery texts, §9 limits):
// which files may be uploaded, where stored images live on the web app, how the random gallery
// ranks the library, and the meme caption rule. Pure: shared by the browser, the BFF and the provider.
import { z } from 'zod';
import { graphemeCount } from '../graphemes';

/** Largest upload (spec 2 §9 '20 MB'): 20 MiB, the figure the text promises. */
export const IMAGE_UPLOAD_MAX_BYTES = 20 * 1024 * 1024;
/** Uploads are resized in the browser to this width (spec 2 §9). */
export const IMAGE_RESIZE_WIDTH = 1200;
/** Random images requested, shown at a time, and the wait before the first fetch (spec 2 §9). */
export const RANDOM_IMAGES_TOTAL = 20;
export const RANDOM_IMAGES_SHOWN = 6;
export const RANDOM_IMAGES_DELAY_MS = 500;
/** Meme canvas width and caption length (spec 2 §5, §9). */
export const MEME_CANVAS_WIDTH = 500;
export const MEME_TEXT_MAX = 90;
/** How long a signed upload address stays valid. */
export const UPLOAD_URL_TTL_SECONDS = 10 * 60;

export const UPLOAD_TYPES = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/gif': 'gif' } as const;
export type UploadType = keyof typeof UPLOAD_TYPES;
/** What a file input offers (spec 2 §5: JPEG, PNG or GIF). */
export const UPLOAD_ACCEPT = Object.keys(UPLOAD_TYPES).join(',');

export const IMAGE_MESSAGES = {
  hint: 'JPEG or PNG up to 20 MB, resized to 1200 px width',
  tooLarge: 'This image is larger than 20 MB. Please choose a smaller one.',
  wrongType: 'Please choose a JPEG, PNG or GIF image.',
  applyFailed: 'An error occurred, please try another image.',
  processing: 'Processing...',
  noImages: 'No images found',
  uploadFailed: 'The image could not be uploaded. Please try again.',
  memeTextTooLong: `Keep it to ${MEME_TEXT_MAX} characters.`,
  expired: 'This upload address is invalid or has expired.',
  notOurs: 'Only images from the Nervus library or uploaded to Nervus can be used.',
} as const;

/** A size the upload accepts: something, and at most 20 MB. */
export function isAcceptedSize(bytes: number): boolean {
  return Number.isInteger(bytes) && bytes > 0 && bytes <= IMAGE_UPLOAD_MAX_BYTES;
}

const SIGNATURES: [UploadType, number[]][] = [
  ['image/png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['image/jpeg', [0xff, 0xd8, 0xff]],
  // 'GIF87a' or 'GIF89a'
  ['image/gif', [0x47, 0x49, 0x46, 0x38]],
];

/**
 * The upload type a file really is, from its first bytes (what lib/seo/image-type.ts reads for
 * these three); null for anything else. Bytes only, no text decoding: a file's name and declared
 * type are never trusted.
 */
export function sniffUploadType(bytes: Uint8Array): UploadType | null {
  const found = SIGNATURES.find(([, signature]) => signature.every((b, i) => bytes[i] === b));
  if (found?.[0] === 'image/gif' && !((bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61)) return null;
  return found?.[0] ?? null;
}

export function isUploadType(type: string): type is UploadType {
  return Object.hasOwn(UPLOAD_TYPES, type);
}

/** Stored uploads are named by 32 random hex digits and the type's extension. */
export const UPLOAD_KEY = /^[a-f0-9]{32}\.(jpg|png|gif)$/;
export const UPLOADS_PATH = '/uploads/';
export const LIBRARY_PATH = '/images/library/';
const LIBRARY_FILE = /^\/images\/library\/(full|small)\/[a-z0-9-]+\.jpg$/;

/** Where browsers fetch a stored upload from the web app. */
export const uploadPath = (key: string) => `${UPLOADS_PATH}${key}`;

/**
 * An image of our own: a library picture or an upload, named by its site path (credit query
 * allowed, nothing else). What /use-image serves and what a challenge's extra pictures may be.
 */
export type OwnImage = { kind: 'upload'; key: string } | { kind: 'library'; path: string };

export function ownImage(reference: string): OwnImage | null {
  let url: URL;
  try {
    url = new URL(reference, 'https://own.invalid');
  } catch {
    return null;
  }
  // A relative path only: an absolute URL of any host, even ours, is refused (one way to name a file).
  if (url.origin !== 'https://own.invalid' || !reference.startsWith('/') || reference.startsWith('//') || url.hash)
    return null;
  if (url.pathname.startsWith(UPLOADS_PATH)) {
    const key = url.pathname.slice(UPLOADS_PATH.length);
    return UPLOAD_KEY.test(key) ? { kind: 'upload', key } : null;
  }
  return LIBRARY_FILE.test(url.pathname) ? { kind: 'library', path: url.pathname } : null;
}

// ---- the random gallery ---------------------------------------------------------------------

export const IMAGE_FORMATS = ['landscape', 'portrait', 'squarish'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

export const randomImagesQuerySchema = z.object({
  keywords: z.string().max(500).default(''),
  format: z.enum(IMAGE_FORMATS).default('landscape'),
  total: z.coerce.number().int().min(1).max(50).default(RANDOM_IMAGES_TOTAL),
});

/** One gallery answer (spec 2 §3 'Random image result'). */
export const randomImageSchema = z.object({
  small: z.string(),
  full: z.string(),
  source: z.string(),
  user: z.string(),
  link: z.string().nullable(),
  /** What the picture shows, for the tile's accessible name; absent for images from elsewhere. */
  title: z.string().optional(),
});
export type RandomImage = z.infer<typeof randomImageSchema>;

export interface LibraryImage {
  id: string;
  title: string;
  keywords: string[];
  format: ImageFormat;
}

/** Lower-case words of three letters or more: 'What could cities do?' -> cities. */
export function keywordsOf(text: string): string[] {
  const stop = new Set([
    'what',
    'could',
    'how',
    'the',
    'and',
    'for',
    'with',
    'that',
    'this',
    'our',
    'you',
    'your',
    'are',
    'can',
    'more',
    'from',
    'into',
    'who',
    'why',
    'make',
    'way',
    'ways',
  ]);
  return [
    ...new Set(
      text
        .toLowerCase()
        .split(/[^a-z0-9]+/)
        .filter((w) => w.length >= 3 && !stop.has(w)),
    ),
  ];
}

/** A word matches a keyword in singular or plural, or when one starts with the other ('farm', 'farming'). */
function matches(word: string, keyword: string): boolean {
  const stem = (w: string) => (w.length <= 4 ? w : w.endsWith('ies') ? `${w.slice(0, -3)}y` : w.replace(/s$/, ''));
  const a = stem(word);
  const b = stem(keyword);
  return a === b || (a.length >= 4 && b.startsWith(a)) || (b.length >= 4 && a.startsWith(b));
}

export function keywordScore(image: LibraryImage, words: string[]): number {
  return words.filter((w) => image.keywords.some((k) => matches(w, k))).length;
}

/**
 * The gallery's order: more matching keywords first, then the requested format, then chance
 * (`random` is injectable for tests), cut to `total`.
 */
export function rankLibrary(
  library: LibraryImage[],
  query: { keywords: string; format: ImageFormat; total: number },
  random: () => number = Math.random,
): LibraryImage[] {
  const words = keywordsOf(query.keywords);
  return library
    .map((image) => ({
      image,
      score: keywordScore(image, words),
      formatFits: image.format === query.format ? 1 : 0,
      luck: random(),
    }))
    .sort((a, b) => b.score - a.score || b.formatFits - a.formatFits || a.luck - b.luck)
    .slice(0, query.total)
    .map((r) => r.image);
}

/** The credit travels on the image's URL (spec 2 §3); lib/challenges/image-credit.ts reads it. */
export function withCredit(url: string, credit: { source: string; user: string | null; link: string | null }): string {
  const [path] = url.split(/[?#]/);
  const query = new URLSearchParams({ source: credit.source });
  if (credit.user) query.set('user', credit.user);
  if (credit.link) query.set('link', credit.link);
  return `${path}?${query.toString()}`;
}

/** The meme caption rule (spec 2 §5): top and bottom are optional, 90 characters each. */
export function memeTextError(text: string): string | null {
  return graphemeCount(text) > MEME_TEXT_MAX ? IMAGE_MESSAGES.memeTextTooLong : null;
}

// ---- uploads ----------------------------------------------------------------------------------

export const uploadTicketRequestSchema = z.object({
  content_type: z.enum(Object.keys(UPLOAD_TYPES) as [UploadType, ...UploadType[]], { error: IMAGE_MESSAGES.wrongType }),
});
/** POST /files/image-upload: where to PUT the bytes, and the headers that PUT must carry. */
export const uploadTicketSchema = z.object({ url: z.string(), headers: z.record(z.string(), z.string()) });
export type UploadTicket = z.infer<typeof uploadTicketSchema>;
/** A stored image: its key and the web path that shows it. */
export const storedImageSchema = z.object({ key: z.string().regex(UPLOAD_KEY), url: z.string() });
export type StoredImage = z.infer<typeof storedImageSchema>;

/** Width and height after the upload resize: at most 1200 px wide, proportions kept. */
export function resizedSize(
  width: number,
  height: number,
  maxWidth = IMAGE_RESIZE_WIDTH,
): { width: number; height: number } {
  if (width <= maxWidth) return { width, height };
  return { width: maxWidth, height: Math.max(1, Math.round((height * maxWidth) / width)) };
}
