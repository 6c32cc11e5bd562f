// Where a social handle lives on each provider (spec 1 §2 user info block: facebook, twitter,
// google, github, linkedin). The profile shows the links; the social form shows the prefixes.
import type { socialProviders } from './contracts/account';

export type SocialProvider = (typeof socialProviders)[number];

export const SOCIAL_BASE: Record<SocialProvider, string> = {
  facebook: 'https://facebook.com/',
  twitter: 'https://twitter.com/',
  google: 'https://profiles.google.com/',
  github: 'https://github.com/',
  linkedin: 'https://www.linkedin.com/in/',
};

export const SOCIAL_LABEL: Record<SocialProvider, string> = {
  facebook: 'Facebook',
  twitter: 'Twitter',
  google: 'Google',
  github: 'GitHub',
  linkedin: 'LinkedIn',
};

export function socialProfileUrl(provider: SocialProvider, handle: string): string {
  return `${SOCIAL_BASE[provider]}${encodeURIComponent(handle)}`;
}
