// Article Source (spec 2 §2 article step, §4 article scrape, §5 article URL, §8 messages, §9): a
// link to an article that frames the question, whose title, description, picture and keywords the
// provider reads from the page.
import { z } from 'zod';
import { ownImage } from './image';

export const ARTICLE_MESSAGES = {
  invalidUrl: 'The provided URL is either missing or invalid. Please enter a valid URL.',
  fetchFailed: 'Unable to fetch metadata to the provided URL. Please check the URL and try again.',
  imageFailed: "The image failed to parse. But don't worry, you can upload your own image, graphic or illustration.",
} as const;

/** How much of an article's description is kept (spec 2 §9). */
export const ARTICLE_DESCRIPTION_EXCERPT = 250;
/** Keywords kept from a page's meta keywords. */
export const ARTICLE_KEYWORDS_MAX = 10;

/** An optional http(s) scheme, a host with a dot, then a path (spec 2 §5). */
const ARTICLE_URL = /^(https?:\/\/)?[a-z0-9-]+(\.[a-z0-9-]+)+(:\d{1,5})?\/\S*$/i;

export function isArticleUrl(text: string): boolean {
  return ARTICLE_URL.test(text.trim());
}

/** The address to fetch: https is assumed when no scheme was typed. Null when the rule fails. */
export function articleFetchUrl(text: string): string | null {
  const trimmed = text.trim();
  if (!isArticleUrl(trimmed)) return null;
  return /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

/** Web addresses only: a stored link is rendered as an href, so no javascript: or data: ever. */
const webUrl = z.url({ protocol: /^https?$/, error: ARTICLE_MESSAGES.invalidUrl }).max(2048);

/** A picture of ours (an upload or a library image, by its site path) or an http(s) URL. */
export function isImageAddress(value: string): boolean {
  if (value.startsWith('/')) return ownImage(value) !== null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

export const articleSchema = z.object({
  title: z.string().max(300),
  description: z.string().max(ARTICLE_DESCRIPTION_EXCERPT),
  url: webUrl,
  // Filled from the challenge's own picture when the article has none (spec 2 §5).
  image_url: z.string().max(2048).refine(isImageAddress, ARTICLE_MESSAGES.invalidUrl).nullable(),
  keywords: z.array(z.string().max(60)).max(ARTICLE_KEYWORDS_MAX),
});
export type Article = z.infer<typeof articleSchema>;

/** The scrape answer: the article, and whether its picture could not be used (spec 2 §8). */
export const articleScrapeSchema = articleSchema.extend({ image_failed: z.boolean() });
export type ArticleScrape = z.infer<typeof articleScrapeSchema>;
