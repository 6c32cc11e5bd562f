// The Link button accepts what lib/markdown.ts keeps: http, https and mailto addresses.
import { describe, expect, test } from '@jest/globals';
import { normalizeLinkHref } from '@/components/editor/link';

describe('normalizeLinkHref', () => {
  test.each([
    ['https://example.com/a?b=1', 'https://example.com/a?b=1'],
    ['  http://example.com  ', 'http://example.com'],
    ['example.com/report', 'https://example.com/report'],
    ['ada@example.com', 'mailto:ada@example.com'],
    ['mailto:ada@example.com', 'mailto:ada@example.com'],
    ['HTTPS://Example.com', 'HTTPS://Example.com'],
  ])('%j -> %j', (raw, href) => {
    expect(normalizeLinkHref(raw)).toBe(href);
  });

  test.each([
    '',
    '   ',
    'javascript:alert(1)',
    'data:text/html,x',
    'ftp://example.com',
    'not a link',
    'localhost',
    'https://',
    'vbscript:x',
  ])('%j is refused', (raw) => {
    expect(normalizeLinkHref(raw)).toBeNull();
  });
});
