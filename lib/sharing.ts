// Share links of the share panel (spec 3 §2.6). Pure: each network's share URL from the page URL
// and a message. A share call without a provider throws 'Sharer: provider is required' (spec 1 §8).

import { SHARING_NETWORKS } from './contracts/sharing-texts';

/** Networks the panel offers, in the order it shows them (spec 3 §2.6). */
export const SHARE_PROVIDERS = SHARING_NETWORKS;
export type ShareProvider = (typeof SHARE_PROVIDERS)[number];

export const SHARE_PROVIDER_LABELS: Record<ShareProvider, string> = {
  twitter: 'X (Twitter)',
  facebook: 'Facebook',
  linkedin: 'LinkedIn',
  reddit: 'Reddit',
  email: 'Email',
  telegram: 'Telegram',
  whatsapp: 'WhatsApp',
};

export interface ShareContent {
  /** Absolute URL of what is shared. */
  url: string;
  /** One line about it: the tweet text, the Reddit title, the email subject. */
  text: string;
}

export const SHARER_PROVIDER_REQUIRED = 'Sharer: provider is required';

export function isShareProvider(value: string): value is ShareProvider {
  return (SHARE_PROVIDERS as readonly string[]).includes(value);
}

/**
 * A share link carrying the sharer's scout id (issue 20 §5): sign-ups through it become the
 * sharer's recruits. A visitor (no id) shares the plain link.
 */
export function withScoutId(url: string, scoutId: number | null | undefined): string {
  if (scoutId === null || scoutId === undefined) return url;
  // A path (the origin not known yet, as in a server render of a client page) stays a path.
  const relative = !/^[a-z][a-z0-9+.-]*:/i.test(url);
  const link = new URL(url, 'http://relative.invalid');
  link.searchParams.set('scout_id', String(scoutId));
  return relative ? `${link.pathname}${link.search}${link.hash}` : link.toString();
}

function withQuery(base: string, query: Record<string, string>): string {
  return `${base}?${new URLSearchParams(query).toString()}`;
}

/** The URL that opens the network's own share dialog (or the mail client) for `content`. */
export function shareUrl(provider: string | null | undefined, content: ShareContent): string {
  if (!provider) throw new Error(SHARER_PROVIDER_REQUIRED);
  if (!isShareProvider(provider)) throw new Error(`${provider} is not supported yet`);
  switch (provider) {
    case 'twitter':
      return withQuery('https://twitter.com/intent/tweet', { text: content.text, url: content.url });
    case 'facebook':
      return withQuery('https://www.facebook.com/sharer/sharer.php', { u: content.url });
    case 'linkedin':
      return withQuery('https://www.linkedin.com/sharing/share-offsite/', { url: content.url });
    case 'reddit':
      return withQuery('https://www.reddit.com/submit', { url: content.url, title: content.text });
    case 'telegram':
      return withQuery('https://t.me/share/url', { url: content.url, text: content.text });
    case 'whatsapp':
      return withQuery('https://wa.me/', { text: `${content.text} ${content.url}` });
    case 'email':
      // mailto wants %20 for spaces (RFC 6068); URLSearchParams would write '+'.
      return `mailto:?subject=${encodeURIComponent(content.text)}&body=${encodeURIComponent(`${content.text}\n\n${content.url}`)}`;
  }
}

/** Every offered network with its label and link, in panel order. */
export function shareLinks(content: ShareContent): { provider: ShareProvider; label: string; href: string }[] {
  return SHARE_PROVIDERS.map((provider) => ({
    provider,
    label: SHARE_PROVIDER_LABELS[provider],
    href: shareUrl(provider, content),
  }));
}
