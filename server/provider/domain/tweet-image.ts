// The tweet preview's optional image (spec 3 §2.6, §4), read by the provider before it is uploaded
// to X's media endpoint: one of our own images (an upload from the store or a library picture,
// named by its site path) or a picture elsewhere (an article's), fetched through the SSRF-safe
// fetcher. Only JPEG, PNG and GIF by their first bytes, and at most X's 5 MB for images.
import { LIBRARY_PATH, ownImage, sniffUploadType, type UploadType } from '@/lib/challenges/image';
import type { ImageStore } from '../storage';
import { readLibraryFile } from '../storage';
import { DEFAULT_PORTS, type FetchLimits } from '../../shared/safe-fetch';
import type { Fetcher } from './article-scrape';

/** X's limit for an image attached to a tweet. */
export const TWEET_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

const IMAGE_LIMITS: FetchLimits = {
  accept: 'image/jpeg,image/png,image/gif',
  maxBytes: TWEET_IMAGE_MAX_BYTES,
  timeoutMs: 5_000,
  maxRedirects: 3,
  ports: DEFAULT_PORTS,
};

export interface TweetImageSources {
  store: ImageStore;
  libraryDir: string;
  fetcher: Fetcher;
}

export interface TweetImage {
  bytes: Uint8Array;
  type: UploadType;
}

/** The bytes of the image to attach, or null when it cannot be read or is not an image X takes. */
export async function readTweetImage(reference: string, sources: TweetImageSources): Promise<TweetImage | null> {
  const own = ownImage(reference);
  let bytes: Uint8Array | null = null;
  if (own?.kind === 'upload') bytes = (await sources.store.get(own.key))?.bytes ?? null;
  else if (own?.kind === 'library' && own.path.startsWith(LIBRARY_PATH))
    bytes = await readLibraryFile(sources.libraryDir, own.path);
  else if (!own && /^https?:\/\//i.test(reference))
    bytes = (await sources.fetcher(reference, IMAGE_LIMITS))?.body ?? null;
  if (!bytes || bytes.length === 0 || bytes.length > TWEET_IMAGE_MAX_BYTES) return null;
  const type = sniffUploadType(bytes);
  return type ? { bytes, type } : null;
}
