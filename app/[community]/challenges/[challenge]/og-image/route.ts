// /challenges/{slug}/og-image: the challenge's link-preview PNG (question, community, catalyst,
// picture, and its live state: ideas and time left while open, the winning idea and its author once
// closed). Named in the challenge page's metadata through lib/seo/share-image. A new idea and the
// closing expire the challenge's tag (server/bff/challenge-tags.ts), which redraws it.
import { challengeOgPng } from '@/components/seo/og-png';
import { challengeOgCard } from '@/server/bff/og-cards';

// Cached, and redrawn in the background once stale: after this long at most, sooner when the data
// it reads revalidates sooner (a challenge: every minute). The time left moves on its own.
export const revalidate = 900;

/** None at build time: each image is drawn on its first request, then cached. */
export function generateStaticParams() {
  return [];
}

export async function GET(_request: Request, { params }: { params: Promise<{ challenge: string }> }) {
  return challengeOgPng(await challengeOgCard((await params).challenge));
}
