import 'server-only';
// Search and link-preview data of a user's platform (/{handle}): metadata with the canonical URL on
// this community's host, and the Person and BreadcrumbList structured data.
import type { Metadata } from 'next';
import type { PublicUser } from '@/lib/contracts/account';
import type { Platform } from '@/lib/contracts/platform';
import { communityOrigin } from '@/lib/hosts';
import { userHomeHref } from '@/lib/routes/table';
import { breadcrumbJsonLd, personJsonLd, type JsonLdObject } from '@/lib/seo/json-ld';
import { userShareImage } from '@/lib/seo/share-image';
import { META_DESCRIPTION_MAX, personName, plainTextFromMarkdown, truncateAtWord } from '@/lib/text';
import { socialProfileUrl, type SocialProvider } from '@/lib/social';
import { socialProviders } from '@/lib/contracts/account';
import { webConfig } from './config';

function siteOrigin(community: string): string {
  const config = webConfig();
  return communityOrigin(community, config.ROOT_DOMAIN, config.protocol);
}

/** The bio as plain text, else the slogan, else a sentence about the player here. */
export function userDescription(user: PublicUser, platform: Platform): string {
  const about = plainTextFromMarkdown(user.bio) || user.slogan.trim();
  return truncateAtWord(
    about || `${personName(user)}'s challenges and ideas on ${platform.title}.`,
    META_DESCRIPTION_MAX,
  );
}

export function userCanonicalUrl(community: string, user: PublicUser): string {
  return new URL(userHomeHref(user.screen_name), siteOrigin(community)).toString();
}

/** Metadata of /{handle}; twitter:image follows og:image (the share image), so it is named once. */
export function userPlatformMetadata(community: string, platform: Platform, user: PublicUser): Metadata {
  const name = personName(user);
  const title = `${name} (@${user.screen_name})`;
  const description = userDescription(user, platform);
  const url = userCanonicalUrl(community, user);
  const twitterHandle = user.social.twitter?.handle;
  return {
    title,
    description,
    alternates: { canonical: url },
    openGraph: {
      type: 'profile',
      title,
      description,
      url,
      siteName: platform.title,
      username: user.screen_name,
      images: [userShareImage(user.screen_name, name)],
      ...(user.first_name ? { firstName: user.first_name } : {}),
      ...(user.last_name ? { lastName: user.last_name } : {}),
    },
    twitter: {
      card: 'summary_large_image',
      title,
      description,
      ...(twitterHandle ? { creator: `@${twitterHandle}` } : {}),
    },
  };
}

/** Person (or Organization) and the trail community home -> user, for JSON-LD. */
export function userPlatformJsonLd(community: string, platform: Platform, user: PublicUser): JsonLdObject[] {
  const origin = siteOrigin(community);
  const url = userCanonicalUrl(community, user);
  const sameAs = socialProviders
    .filter((provider) => user.social[provider]?.handle)
    .map((provider: SocialProvider) => socialProfileUrl(provider, user.social[provider].handle));
  return [
    personJsonLd({
      name: personName(user),
      handle: user.screen_name,
      url,
      image: user.avatar_url ? new URL(user.avatar_url, origin).toString() : null,
      description: plainTextFromMarkdown(user.bio) || user.slogan.trim() || null,
      sameAs,
      isOrganization: user.is_organization,
    }),
    breadcrumbJsonLd([
      { name: platform.title, url: new URL('/', origin).toString() },
      { name: personName(user), url },
    ]),
  ];
}
