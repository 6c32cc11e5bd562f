// One markdown renderer (DESIGN.md): markdown -> HTML -> sanitize-html with the spec 1 §5 allowlist
// -> video embeds; link text cut at 80 characters; @mentions link to '/{handle}'.
import { marked } from 'marked';
import sanitizeHtml from 'sanitize-html';
import { LINK_TEXT_MAX } from './constants';
import { videoEmbedFor, videoEmbedHtml } from './video-embeds';

export const ALLOWED_TAGS = [
  'br',
  'p',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'strong',
  'em',
  'del',
  'a',
  'blockquote',
  's',
  'b',
];
export const ALLOWED_ATTRIBUTES = ['href', 'target', 'rel', 'class', 'title'];

/** @handle: letters, digits, underscore, dot, hyphen (spec 1 §5). */
export const MENTION_PATTERN = /(^|[^\w@/])@([A-Za-z0-9_.-]*[A-Za-z0-9_-])/g;
/** A mention that ends like a domain name (dot plus two or more letters) is not a mention. */
const ENDS_LIKE_DOMAIN = /\.[A-Za-z]{2,}$/;

export function isMention(handle: string): boolean {
  return !ENDS_LIKE_DOMAIN.test(handle);
}

/** The handles mentioned in a text, in order. */
export function findMentions(text: string): string[] {
  return [...text.matchAll(new RegExp(MENTION_PATTERN.source, MENTION_PATTERN.flags))]
    .map((m) => m[2])
    .filter(isMention);
}

export function truncateLinkText(text: string, max = LINK_TEXT_MAX): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

function linkMentions(markdown: string): string {
  return markdown.replace(MENTION_PATTERN, (match, lead: string, handle: string) =>
    isMention(handle) ? `${lead}[@${handle}](/${handle})` : match,
  );
}

export function renderMarkdown(markdown: string): string {
  const rendered = marked.parse(linkMentions(markdown), { async: false, gfm: true, breaks: true });
  const html = sanitizeHtml(rendered, {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: { '*': ALLOWED_ATTRIBUTES },
    allowedSchemes: ['http', 'https', 'mailto'],
    disallowedTagsMode: 'escape',
    transformTags: {
      a: (tagName, attribs) => {
        const external = /^https?:\/\//.test(attribs.href ?? '');
        return {
          tagName,
          attribs: external ? { ...attribs, target: '_blank', rel: 'noopener noreferrer nofollow' } : attribs,
        };
      },
    },
  });
  return embedVideos(html).replace(
    /(<a\b[^>]*>)([^<]*)(<\/a>)/g,
    (_m, open: string, text: string, close: string) =>
      `${open}${escapeHtml(truncateLinkText(unescapeHtml(text)))}${close}`,
  );
}

/**
 * A paragraph that is nothing but a link to a supported video becomes its player; a video link
 * inside a sentence stays a link, so the sentence still reads. Runs after sanitising: the iframe
 * is ours, built from the parsed URL, never from the author's markup.
 */
function embedVideos(html: string): string {
  return html.replace(/<p><a href="([^"]+)"[^>]*>[^<]*<\/a><\/p>/g, (paragraph, href: string) => {
    const embed = videoEmbedFor(unescapeHtml(href));
    return embed ? videoEmbedHtml(embed) : paragraph;
  });
}

// sanitize-html hands text filters pieces split at entities, so link text is cut on the result.
const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&#x27;': "'",
};
function unescapeHtml(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (e) => ENTITIES[e]);
}
function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
