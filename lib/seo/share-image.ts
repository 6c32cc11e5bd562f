// The link-preview image of a page (og:image, and twitter:image through it). Pure, no IO.
// The images are route handlers (…/og-image) rather than opengraph-image files: Next.js would
// write a file image's URL with the internal /{community}/ segment that proxy.ts rewrites
// into, a path no visitor can open.
import { href } from '../routes/table';

export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

export interface ShareImage {
  url: string;
  width: number;
  height: number;
  type: 'image/png';
  alt: string;
}

/** Metadata of a share image; the path is site-relative, so metadataBase puts it on this host. */
function shareImage(url: string, alt: string): ShareImage {
  return { url, ...SHARE_IMAGE_SIZE, type: 'image/png', alt };
}

export function challengeShareImage(slug: string, question: string): ShareImage {
  return shareImage(href('challenges.og-image', { challenge: slug }), question);
}

export function userShareImage(screenName: string, name: string): ShareImage {
  return shareImage(href('home.user.og-image', { platformSlug: screenName }), `${name} (@${screenName})`);
}

/** An ask-me-anything or suggestion box of its catalyst (spec 2 §7 'GET og-image for suggestion-box AMA'). */
export function amaShareImage(handle: string, slug: string, question: string): ShareImage {
  return shareImage(href('suggestion-box.og-image', { platformSlug: handle, challenge: slug }), question);
}
