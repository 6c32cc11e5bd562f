import 'server-only';
// The challenge page's loader and metadata (spec 2 §2, §8): a refused fetch goes to send-feedback
// with the slug and the errors, an outage to the error page, a 401 to the sign-in gateway, a missing challenge is a real 404
// (search engines must drop it rather than index a feedback form in its place).
import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { signInReturnPath } from '@/lib/accounts-urls';
import type { ChallengeDetail } from '@/lib/contracts/challenge';
import { communityOrigin } from '@/lib/hosts';
import { META_DESCRIPTION_MAX, plainTextFromMarkdown, truncateAtWord } from '@/lib/text';
import { href } from '@/lib/routes/table';
import { challengeJsonLd } from '@/lib/seo/challenge-json-ld';
import { breadcrumbJsonLd, type JsonLdObject } from '@/lib/seo/json-ld';
import { challengeShareImage } from '@/lib/seo/share-image';
import { webConfig } from './config';
import { fetchChallenge, ProviderUnavailableError, throwIfProviderFailed } from './loaders';

/**
 * The challenge, or a redirect / 404 as the failure asks; `page.path` is where a sign-in comes back
 * to. A page of the visitor cache throws instead: Next then keeps its last good render, or shows
 * the error page, rather than keeping a failure for every visitor.
 */
export async function loadChallengePage(
  slug: string,
  page: { community: string; path: string; cached?: boolean },
): Promise<ChallengeDetail> {
  const res = await fetchChallenge(slug);
  if (res.ok) return res.data;
  if (res.status === 404) notFound();
  if (page.cached) throw new ProviderUnavailableError(`challenge ${slug}`, res.status, res.retryAfter);
  // An outage shows the error page; a send-feedback form in its place would fail the same way.
  throwIfProviderFailed(res, `challenge ${slug}`);
  if (res.status === 401) redirect(signInReturnPath(page.path, page.community));
  redirect(href('send-feedback', {}, { about: slug, feedback: res.errors.map((e) => e.error).join('\n') }));
}

function challengeOrigin(challenge: Pick<ChallengeDetail, 'platform'>): string {
  const config = webConfig();
  return communityOrigin(challenge.platform.slug, config.ROOT_DOMAIN, config.protocol);
}

/** The challenge's own address: on its community's host, whichever host it was reached on. */
export function canonicalChallengeUrl(challenge: Pick<ChallengeDetail, 'slug' | 'platform'>): string {
  return `${challengeOrigin(challenge)}${href('challenges.show', { challenge: challenge.slug })}`;
}

/** QAPage (the question and its ideas) and the breadcrumb: community, categories, challenge. */
export function challengeStructuredData(challenge: ChallengeDetail): JsonLdObject[] {
  const origin = challengeOrigin(challenge);
  const url = canonicalChallengeUrl(challenge);
  return [
    challengeJsonLd({
      challenge,
      url,
      userUrl: (handle) => `${origin}${href('home.user', { platformSlug: handle })}`,
      text: plainTextFromMarkdown(challenge.question_detail),
    }),
    breadcrumbJsonLd([
      { name: challenge.platform.title, url: `${origin}/` },
      ...challenge.category_path.map((c) => ({
        name: c.name,
        url: `${origin}${href('home.challenges', {}, { category: c.slug })}`,
      })),
      { name: challenge.question_title, url },
    ]),
  ];
}

export async function challengeMetadata(slug: string): Promise<Metadata> {
  const res = await fetchChallenge(slug);
  if (!res.ok) return { title: 'Challenge', robots: { index: false } };
  const challenge = res.data;
  const description =
    truncateAtWord(plainTextFromMarkdown(challenge.question_detail), META_DESCRIPTION_MAX) ||
    `${challenge.question_title} Share your ideas on ${challenge.platform.title}.`;
  const url = canonicalChallengeUrl(challenge);
  return {
    title: challenge.question_title,
    description,
    alternates: { canonical: url },
    // The share image draws primary_image in; twitter:image follows og:image.
    openGraph: {
      title: challenge.question_title,
      description,
      url,
      type: 'article',
      siteName: challenge.platform.title,
      publishedTime: challenge.duration_start,
      images: [challengeShareImage(challenge.slug, challenge.question_title)],
    },
    twitter: { card: 'summary_large_image', title: challenge.question_title, description },
  };
}
