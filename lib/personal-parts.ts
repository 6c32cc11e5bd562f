// Which page's personal parts a kept player page asks for (components/personal/),
// and the names of its slots: shared by the kept page that leaves them empty and the Server
// Function that fills them (server/bff/personal-parts.tsx).
// No zod here: the browser's half loads this with every page's frame (the call's contract is
// lib/contracts/personal-parts.ts).
import type { PersonalPage } from './contracts/personal-parts';

/** A challenge's address segment, as the page's own route has it. */
export const SLUG_PATTERN = /^[^/?#\s]{1,300}$/;

export const PERSONAL_SLOT = {
  /** The Game Dash bell and the user menu in the navbar. */
  navbarUser: 'navbar-user',
  /** The Admin Dashboard entry of the footer. */
  footerAdmin: 'footer-admin',
  /** A challenge's owner tools, Report and survey replies, under its header. */
  challengeActions: 'challenge-actions',
  /** The details tab's label ('Edit Details' for the owner). */
  detailsTabLabel: 'details-tab-label',
  /** The ideas tab's entry form (or allowance) and the link to rate ideas in a row. */
  ideasTop: 'ideas-top',
  /** Share this challenge: the link carries the viewer's scout id. */
  challengeShare: 'challenge-share',
} as const;

/** The rating, promote and report controls of one idea. */
export const ideaSlot = (ideaId: number) => `idea-${ideaId}`;

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
