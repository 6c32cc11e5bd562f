// The linked article's picture at publishing (issue 15 item 7, spec 2 §5 'article/primary image
// fill'): the browser sends its address, and any address published as is would be loaded by every
// visitor of the public page (an internal one too). It is fetched once more here, through the
// SSRF-safe fetch, checked to be a JPEG, PNG or GIF by its bytes, and kept in our upload store, so
// the page shows our copy. One that cannot be fetched is dropped.
import { randomBytes } from 'node:crypto';
import type { ChallengeCreateData } from '@/lib/contracts/challenge-create';
import type { FieldError } from '@/lib/contracts/errors';
import { ARTICLE_MESSAGES } from '@/lib/challenges/article';
import { IMAGE_UPLOAD_MAX_BYTES, ownImage, sniffUploadType, UPLOAD_TYPES, uploadPath } from '@/lib/challenges/image';
import { DEFAULT_PORTS, fetchPublic, type FetchLimits } from '../../shared/safe-fetch';
import type { ImageStore } from '../storage/store';
import type { Fetcher } from './article-scrape';

export const ARTICLE_PICTURE_LIMITS: FetchLimits = {
  accept: 'image/jpeg,image/png,image/gif',
  maxBytes: IMAGE_UPLOAD_MAX_BYTES,
  timeoutMs: 5_000,
  maxRedirects: 3,
  ports: DEFAULT_PORTS,
};

/** Our copy of a picture from elsewhere: its web path, or null when it is refused, missing or not an image. */
export async function copyOutsidePicture(
  store: ImageStore,
  url: string,
  fetcher: Fetcher = fetchPublic,
): Promise<string | null> {
  const fetched = await fetcher(url, ARTICLE_PICTURE_LIMITS);
  const type = fetched ? sniffUploadType(fetched.body) : null;
  if (!fetched || !type) return null;
  const key = `${randomBytes(16).toString('hex')}.${UPLOAD_TYPES[type]}`;
  await store.put(key, fetched.body, type);
  return uploadPath(key);
}

export type OwnPictureResult =
  { ok: true; input: ChallengeCreateData } | { ok: false; status: 422; errors: FieldError[] };

/**
 * The challenge with the article's picture replaced by our copy. A picture that cannot be copied
 * is dropped; when it was the challenge's only picture, the catalyst is asked for another (an
 * image is required), with the article step's own text (spec 2 §8).
 */
export async function withOwnArticlePicture(
  input: ChallengeCreateData,
  store: ImageStore,
  fetcher: Fetcher = fetchPublic,
): Promise<OwnPictureResult> {
  const outside = input.article?.image_url;
  if (!input.article || !outside || ownImage(outside)) return { ok: true, input };
  const copy = await copyOutsidePicture(store, outside, fetcher);
  const isPrimary = !input.primary_image || input.primary_image === outside;
  if (!copy && isPrimary)
    return { ok: false, status: 422, errors: [{ field: 'primary_image', error: ARTICLE_MESSAGES.imageFailed }] };
  return {
    ok: true,
    input: {
      ...input,
      article: { ...input.article, image_url: copy },
      primary_image: input.primary_image === outside ? copy : input.primary_image,
    },
  };
}
