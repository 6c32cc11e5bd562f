// Which page's personal parts a kept player page asks for (components/personal/): shared by the
// browser's half that asks and the call's contract (lib/contracts/personal-parts.ts).
// No zod here: the browser's half loads this with every kept page's frame.
import type { PersonalPage } from './contracts/personal-parts';

/** A challenge's address segment, as the page's own route has it. */
export const SLUG_PATTERN = /^[^/?#\s]{1,300}$/;

/** The page kept for players at `pathname` (a challenge's plain address), or null for any other. */
export function personalPageFor(pathname: string): PersonalPage | null {
  const match = /^\/challenges\/([^/]+)$/.exec(pathname);
  if (!match) return null;
  let slug: string;
  try {
    slug = decodeURIComponent(match[1]);
  } catch {
    return null;
  }
  return SLUG_PATTERN.test(slug) ? { kind: 'challenge', slug } : null;
}
