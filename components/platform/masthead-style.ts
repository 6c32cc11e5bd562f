// The header background of a platform: the image under the same purple veil the community
// masthead uses, so white text stays readable on any picture.
import type { CSSProperties } from 'react';

/** `url` must already be checked (isMastheadImageUrl): it has no quotes, parentheses or spaces. */
export function mastheadBackground(url: string | null | undefined): CSSProperties | undefined {
  if (!url) return undefined;
  // The colour shows while the picture loads, or if it never does.
  return {
    backgroundColor: '#3a2499',
    backgroundImage: `linear-gradient(rgba(30,20,80,.55), rgba(30,20,80,.55)), url("${url}")`,
  };
}
