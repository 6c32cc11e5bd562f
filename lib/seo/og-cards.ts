// What the share images show (spec 2 §7 og-image): loaded and cleaned by server/bff/og-cards.ts,
// drawn by components/seo/OgCards.tsx. Texts are already cut to fit (lib/seo/og-text).

export interface ChallengeOgCardProps {
  question: string;
  community: string;
  catalystName: string;
  catalystHandle: string;
  catalystAvatar: string | null;
  picture: string | null;
  timeLabel: string;
  category: string | null;
}

export interface UserOgCardProps {
  name: string;
  handle: string;
  avatar: string | null;
  community: string;
  tagline: string | null;
}
