// What the editor's Link button accepts: web and mail addresses, as lib/markdown.ts allows them
// (http, https, mailto). A bare 'example.com' means https, a bare address with '@' means mail.
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
const ALLOWED_SCHEMES = ['http', 'https', 'mailto'];
const EMAIL = /^[^\s@/]+@[^\s@/]+\.[^\s@/]+$/;

export const LINK_MESSAGES = {
  invalid: 'Enter a web address, e.g. https://example.com, or an email address.',
} as const;

/** The href to store, or null when the text is no usable link. */
export function normalizeLinkHref(raw: string): string | null {
  const text = raw.trim();
  if (!text || /\s/.test(text)) return null;
  const scheme = SCHEME.exec(text)?.[1]?.toLowerCase();
  const candidate = scheme ? text : EMAIL.test(text) ? `mailto:${text}` : `https://${text}`;
  const finalScheme = SCHEME.exec(candidate)?.[1]?.toLowerCase() ?? '';
  if (!ALLOWED_SCHEMES.includes(finalScheme)) return null;
  try {
    const url = new URL(candidate);
    if (finalScheme !== 'mailto' && !url.hostname.includes('.')) return null;
    return candidate;
  } catch {
    return null;
  }
}
