// /{handle}/mentor/ama/{challenge}/og-image (spec 2 §7 'GET og-image for suggestion-box AMA'): the
// link-preview PNG of an ask-me-anything box: the question, 'Ask @handle anything', the catalyst and
// the time left. Named in the box page's metadata through lib/seo/share-image.
import { challengeOgPng } from '@/components/seo/og-png';
import { amaOgCard } from '@/server/bff/og-cards';

// Cached like the challenge's image: redrawn once stale, sooner when the challenge revalidates.
export const revalidate = 900;

/** None at build time: each image is drawn on its first request, then cached. */
export function generateStaticParams() {
  return [];
}

export async function GET(
  _request: Request,
  { params }: { params: Promise<{ platformSlug: string; challenge: string }> },
) {
  const { platformSlug, challenge } = await params;
  return challengeOgPng(await amaOgCard(platformSlug, challenge));
}
