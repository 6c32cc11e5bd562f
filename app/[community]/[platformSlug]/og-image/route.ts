// /{handle}/og-image: the link-preview PNG of a user's platform (avatar, name, @handle, overall
// level and rank, community). The level is read again each minute and at once after the player's
// own ideas and ratings (the standing tag, server/bff/og-cards.ts).
// Named in the page's metadata through lib/seo/share-image.
import { userOgPng } from '@/components/seo/og-png';
import { userPlatformOgCard } from '@/server/bff/og-cards';

// Cached, and redrawn in the background once stale: after an hour at most, sooner when the data it
// reads revalidates sooner (the user: every minute, so a new avatar shows quickly).
export const revalidate = 3600;

/** None at build time: each image is drawn on its first request, then cached. */
export function generateStaticParams() {
  return [];
}

export async function GET(
  _request: Request,
  { params }: { params: Promise<{ community: string; platformSlug: string }> },
) {
  const { community, platformSlug } = await params;
  return userOgPng(await userPlatformOgCard(community, platformSlug));
}
