import { describe, expect, test } from '@jest/globals';
import { ALLOWED_TAGS, findMentions, renderMarkdown, truncateLinkText } from '@/lib/markdown';

const mentions = findMentions;

/** Text of the first <a> in the rendered HTML. */
function linkText(html: string): string {
  const m = html.match(/<a[^>]*>(.*?)<\/a>/s);
  if (!m) throw new Error(`no link in ${html}`);
  return m[1];
}

describe('renderMarkdown sanitising (spec 1 §5)', () => {
  test('allowlist is the spec list', () => {
    expect([...ALLOWED_TAGS].sort()).toEqual(
      [
        'a',
        'b',
        'blockquote',
        'br',
        'del',
        'em',
        'h1',
        'h2',
        'h3',
        'h4',
        'h5',
        'h6',
        'li',
        'ol',
        'p',
        's',
        'strong',
        'ul',
      ].sort(),
    );
  });

  test('<script> never survives as an element', () => {
    const html = renderMarkdown('hello <script>alert(1)</script> world');
    expect(html).not.toMatch(/<script/i);
    const block = renderMarkdown('<script>alert(1)</script>');
    expect(block).not.toMatch(/<script/i);
  });

  test('unknown tags are escaped as text', () => {
    const html = renderMarkdown('<marquee>x</marquee> and <div class="a">y</div>');
    expect(html).toContain('&lt;marquee&gt;x&lt;/marquee&gt;');
    expect(html).not.toMatch(/<marquee|<div/);
  });

  test('event-handler attributes and style are dropped from allowed tags', () => {
    const html = renderMarkdown('<b onclick="x()" style="color:red" title="t">bold</b>');
    expect(html).toContain('<b title="t">bold</b>');
    expect(html).not.toMatch(/onclick|style=/);
  });

  test('javascript: links lose their href', () => {
    const html = renderMarkdown('[click](javascript:alert(1))');
    expect(html).not.toMatch(/javascript:/i);
    expect(html).toContain('<a>click</a>');
    expect(renderMarkdown('<a href="JaVaScRiPt:alert(1)">x</a>')).not.toMatch(/javascript:/i);
  });

  test('allowed markdown tags are kept', () => {
    const html = renderMarkdown('# Title\n\n**strong** _em_ ~~del~~\n\n> quote\n\n- one\n- two\n\n1. first');
    for (const tag of ['<h1>', '<strong>', '<em>', '<del>', '<blockquote>', '<ul>', '<li>', '<ol>', '<p>'])
      expect(html).toContain(tag);
  });

  test('line breaks become <br />', () => {
    expect(renderMarkdown('a\nb')).toMatch(/a<br \/>\s*b/);
  });

  test('external links open in a new tab with rel noopener', () => {
    const html = renderMarkdown('[site](https://example.org/x)');
    expect(html).toContain('href="https://example.org/x"');
    expect(html).toContain('target="_blank"');
    expect(html).toMatch(/rel="[^"]*\bnoopener\b[^"]*"/);
  });

  test('internal links stay in the tab', () => {
    const html = renderMarkdown('[home](/ada)');
    expect(html).toContain('<a href="/ada">home</a>');
  });
});

describe('link text cut at 80 characters', () => {
  test('truncateLinkText edges', () => {
    expect(truncateLinkText('a'.repeat(80))).toBe('a'.repeat(80));
    expect(truncateLinkText('a'.repeat(81))).toBe(`${'a'.repeat(79)}…`);
    expect(truncateLinkText('a'.repeat(81))).toHaveLength(80);
    expect(truncateLinkText('abcdef', 4)).toBe('abc…');
  });

  test('exactly 80 characters are kept', () => {
    expect(linkText(renderMarkdown(`[${'a'.repeat(80)}](https://example.org)`))).toBe('a'.repeat(80));
  });

  test('81 characters become 79 + …', () => {
    expect(linkText(renderMarkdown(`[${'a'.repeat(81)}](https://example.org)`))).toBe(`${'a'.repeat(79)}…`);
  });

  test('a long bare URL is cut in its text, not in its href', () => {
    const url = `https://example.org/${'p'.repeat(100)}`;
    const html = renderMarkdown(url);
    expect(html).toContain(`href="${url}"`);
    expect(linkText(html)).toBe(`${url.slice(0, 79)}…`);
  });

  test('text outside links is not cut', () => {
    const long = 'w'.repeat(200);
    expect(renderMarkdown(long)).toContain(long);
  });

  // sanitize-html splits text at entities, so the cut must count the visible characters.
  test('link text containing an entity (&) is still cut at 80', () => {
    const text = 'a&b'.repeat(30); // 90 characters
    const visible = linkText(renderMarkdown(`[${text}](https://example.org)`)).replace(/&amp;/g, '&');
    expect(visible).toBe(`${text.slice(0, 79)}…`);
  });

  test('link text containing an apostrophe is still cut at 80', () => {
    const text = `Don't ${'x'.repeat(90)}`;
    const visible = linkText(renderMarkdown(`[${text}](https://example.org)`)).replace(/&#39;|&#x27;/g, "'");
    expect(visible).toBe(`${text.slice(0, 79)}…`);
  });
});

describe('mentions (spec 1 §5)', () => {
  test("'@ada' links to '/ada'", () => {
    expect(mentions('hi @ada')).toEqual(['ada']);
    expect(renderMarkdown('hi @ada!')).toContain('<a href="/ada">@ada</a>!');
  });

  test('mention at the very start and after punctuation', () => {
    expect(mentions('@ada, (@bob)')).toEqual(['ada', 'bob']);
  });

  test('letters, digits, underscore, dot and hyphen are allowed inside a handle', () => {
    expect(mentions('@ada_99-x.y1')).toEqual(['ada_99-x.y1']);
    expect(renderMarkdown('ping @ada.lovelace1 now')).toContain('<a href="/ada.lovelace1">@ada.lovelace1</a>');
  });

  // Spec 1 §5 read literally: a handle ending in a dot plus two or more letters looks like a domain,
  // so '@ada.lovelace' is not a mention, while '@ada.lovelace1' (ends in a digit) is.
  test("'@ada.lovelace' ends like a domain name and is not a mention", () => {
    expect(mentions('hi @ada.lovelace')).toEqual([]);
    expect(renderMarkdown('hi @ada.lovelace')).not.toContain('href="/ada.lovelace"');
  });

  test('a trailing sentence dot is not part of the handle', () => {
    expect(mentions('thanks @ada.')).toEqual(['ada']);
  });

  test("'mail@example.com' (an e-mail) is not a mention", () => {
    expect(mentions('mail@example.com')).toEqual([]);
    expect(renderMarkdown('write to mail@example.com')).not.toContain('href="/example.com"');
  });

  test("'@example.com' ends like a domain and is not a mention", () => {
    expect(mentions('see @example.com')).toEqual([]);
    expect(renderMarkdown('see @example.com')).not.toContain('href="/example.com"');
  });

  test('@ inside a word or after a slash is not a mention', () => {
    expect(mentions('a@b')).toEqual([]);
    expect(mentions('https://x.org/@ada')).toEqual([]);
    expect(mentions('@@ada')).toEqual([]);
  });
});
