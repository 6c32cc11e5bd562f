// Plain text for meta descriptions, structured data, share images and list excerpts. Pure, no IO.
import { marked, type Token } from 'marked';

/** Search engines show about 155-160 characters of a description. */
export const META_DESCRIPTION_MAX = 160;

function tokenText(token: Token): string {
  if ('tokens' in token && Array.isArray(token.tokens) && token.tokens.length)
    return token.tokens.map(tokenText).join('');
  if (token.type === 'list') return token.items.map((item: Token) => tokenText(item)).join(' ');
  if (token.type === 'space' || token.type === 'hr' || token.type === 'html') return ' ';
  if (token.type === 'br') return ' ';
  return 'text' in token && typeof token.text === 'string' ? token.text : '';
}

/** What a reader sees of a markdown text, without its markup, on one line. */
export function plainTextFromMarkdown(markdown: string): string {
  const blocks = marked.lexer(markdown, { gfm: true });
  return collapseWhitespace(blocks.map(tokenText).join(' '));
}

export function collapseWhitespace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Cuts at a word boundary and marks the cut with an ellipsis, never exceeding `max` characters. */
export function truncateAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.-]+$/, '')}…`;
}

/** 'First Last', or the screen name when both are empty. */
export function personName(person: {
  first_name: string;
  last_name: string;
  screen_name?: string;
  handle?: string;
}): string {
  return `${person.first_name} ${person.last_name}`.trim() || person.screen_name || person.handle || '';
}
