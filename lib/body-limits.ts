// How big a request body may be (issue 15 item 7): a small default for JSON bodies, more for the
// image uploads, per route, in the BFF and the provider alike. Bodies over it are answered 413
// before they are read in full. Pure: the proxy, route guards and the provider read it.
import { IMAGE_UPLOAD_MAX_BYTES } from './challenges/image';

export const BODY_LIMITS = {
  /**
   * Every JSON body: the largest form (a challenge with its deep dives) is a few tens of kB even
   * when every character is a four-byte emoji.
   */
  json: 256 * 1024,
  /** Image bytes: the 20 MB the upload promises, and room for the request around them. */
  upload: IMAGE_UPLOAD_MAX_BYTES + 64 * 1024,
} as const;

/** Paths that take image bytes rather than JSON, with or without the BFF's /api prefix. */
const UPLOAD_PATHS = [/^(\/api)?\/files\/(uploads?|media)\/[^/]+$/, /^(\/api)?\/meme-generator$/];

export function isUploadPath(pathname: string): boolean {
  return UPLOAD_PATHS.some((path) => path.test(pathname));
}

/** The most bytes a body sent to `pathname` may have. */
export function bodyLimitFor(pathname: string): number {
  return isUploadPath(pathname) ? BODY_LIMITS.upload : BODY_LIMITS.json;
}

/** A declared Content-Length over the limit (a missing or malformed one is checked while reading). */
export function declaresTooLarge(contentLength: string | null, limit: number): boolean {
  if (!contentLength || !/^\d+$/.test(contentLength.trim())) return false;
  return Number(contentLength) > limit;
}
