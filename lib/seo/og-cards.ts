// What the share images show (spec 2 §7 og-image): loaded and cleaned by server/bff/og-cards.ts,
// drawn by components/seo/OgCards.tsx. Texts are already cut to fit (lib/seo/og-text).

/**
 * The live state a challenge's share image shows (issue 20): open, with its ideas and time left;
 * closed, with the winning idea and its author (none when no idea won).
 */
export type ChallengeOgState =
  | { kind: 'open'; ideas: number; timeLabel: string }
  | { kind: 'closed'; winner: { title: string; author: string } | null };

export interface ChallengeOgCardProps {
  question: string;
  community: string;
  catalystName: string;
  catalystHandle: string;
  catalystAvatar: string | null;
  picture: string | null;
  state: ChallengeOgState;
  category: string | null;
}

export interface UserOgCardProps {
  name: string;
  handle: string;
  avatar: string | null;
  community: string;
  tagline: string | null;
  /** The overall rank title (never the level: the owner's alone); null when it could not be read. */
  standing: { rank: string } | null;
}
