// The article scrape utility (spec 2 §4, §7): fetches the page through the SSRF-safe fetch and
// reads its title, description, picture and keywords from the head (Open Graph first, then the
// plain tags), with htmlparser2. The picture is fetched too, so a broken one is reported rather
// than published.
import { Parser } from 'htmlparser2';
import {
  ARTICLE_DESCRIPTION_EXCERPT,
  ARTICLE_KEYWORDS_MAX,
  ARTICLE_MESSAGES,
  type ArticleScrape,
} from '@/lib/challenges/article';
import { truncateAtWord } from '@/lib/text';
import { DEFAULT_PORTS, fetchPublic, type FetchLimits, type FetchedResource } from '../../shared/safe-fetch';

export const PAGE_LIMITS: FetchLimits = {
  accept: 'text/html,application/xhtml+xml',
  maxBytes: 1024 * 1024,
  timeoutMs: 5_000,
  maxRedirects: 3,
  ports: DEFAULT_PORTS,
};
/** The picture is only checked (it exists, it is an image), not downloaded. */
export const PICTURE_LIMITS: FetchLimits = {
  accept: 'image/*',
  headersOnly: true,
  maxBytes: 20 * 1024 * 1024,
  timeoutMs: 5_000,
  maxRedirects: 3,
  ports: DEFAULT_PORTS,
};

export type Fetcher = (url: string, limits: FetchLimits) => Promise<FetchedResource | null>;

interface PageMeta {
  title: string;
  metas: Map<string, string>;
  canonical: string | null;
}

function readHead(html: string): PageMeta {
  const meta: PageMeta = { title: '', metas: new Map(), canonical: null };
  let inTitle = false;
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        if (name === 'title') inTitle = true;
        if (name === 'meta') {
          const key = (attrs.property ?? attrs.name ?? '').toLowerCase();
          if (key && attrs.content !== undefined && !meta.metas.has(key)) meta.metas.set(key, attrs.content);
        }
        if (name === 'link' && attrs.rel?.toLowerCase() === 'canonical' && attrs.href) meta.canonical = attrs.href;
      },
      ontext(text) {
        if (inTitle) meta.title += text;
      },
      onclosetag(name) {
        if (name === 'title') inTitle = false;
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return meta;
}

function absolute(href: string | null | undefined, base: string): string | null {
  if (!href) return null;
  try {
    const url = new URL(href.trim(), base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** A page may name its own canonical address, not send readers to another site. */
function sameSite(candidate: string | null, pageUrl: string): string | null {
  return candidate && new URL(candidate).hostname === new URL(pageUrl).hostname ? candidate : null;
}

const clean = (text: string | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

/** The article a page describes; `pageUrl` is where it was fetched from. */
export function articleFromHtml(html: string, pageUrl: string): Omit<ArticleScrape, 'image_failed'> | null {
  const { title, metas, canonical } = readHead(html);
  const name = clean(metas.get('og:title') ?? metas.get('twitter:title') ?? title);
  if (!name) return null;
  const description = clean(
    metas.get('og:description') ?? metas.get('description') ?? metas.get('twitter:description'),
  );
  const keywords = clean(metas.get('keywords'))
    .split(',')
    .map((k) => k.trim())
    .filter((k) => k && k.length <= 60)
    .slice(0, ARTICLE_KEYWORDS_MAX);
  return {
    title: truncateAtWord(name, 300),
    description: truncateAtWord(description, ARTICLE_DESCRIPTION_EXCERPT),
    url: sameSite(absolute(metas.get('og:url') ?? canonical, pageUrl), pageUrl) ?? pageUrl,
    image_url: absolute(metas.get('og:image') ?? metas.get('twitter:image'), pageUrl),
    keywords,
  };
}

export type ScrapeResult = { ok: true; article: ArticleScrape } | { ok: false; error: string };

export async function scrapeArticle(url: string, fetcher: Fetcher = fetchPublic): Promise<ScrapeResult> {
  const page = await fetcher(url, PAGE_LIMITS);
  if (!page || !/html/i.test(page.contentType)) return { ok: false, error: ARTICLE_MESSAGES.fetchFailed };
  const article = articleFromHtml(new TextDecoder().decode(page.body), page.url);
  if (!article) return { ok: false, error: ARTICLE_MESSAGES.fetchFailed };
  if (!article.image_url) return { ok: true, article: { ...article, image_failed: false } };
  const picture = await fetcher(article.image_url, PICTURE_LIMITS);
  const usable = picture !== null && /^image\//i.test(picture.contentType);
  return { ok: true, article: { ...article, image_url: usable ? article.image_url : null, image_failed: !usable } };
}
