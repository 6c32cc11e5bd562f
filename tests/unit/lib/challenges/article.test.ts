import { describe, expect, test } from '@jest/globals';
import { articleFetchUrl, articleSchema, isArticleUrl } from '@/lib/challenges/article';

describe('article URL rule (spec 2 §5): optional http(s) scheme, a host with a dot, a path', () => {
  test('accepted', () => {
    for (const url of [
      'https://news.example.com/night-buses',
      'http://example.com/',
      'example.com/a?b=1#c',
      'www.example.co.uk/2026/11/story',
      'https://example.com:8443/a',
    ]) {
      expect(isArticleUrl(url)).toBe(true);
    }
  });
  test('refused: no path, no dot, another scheme, spaces, empty', () => {
    for (const url of [
      'https://example.com',
      'example.com',
      'https://localhost/a',
      'ftp://example.com/a',
      'javascript:alert(1)//x.y/',
      'https://exa mple.com/a',
      '',
      '   ',
    ]) {
      expect(isArticleUrl(url)).toBe(false);
    }
  });
  test('https is assumed when no scheme was typed', () => {
    expect(articleFetchUrl(' example.com/a ')).toBe('https://example.com/a');
    expect(articleFetchUrl('http://example.com/a')).toBe('http://example.com/a');
    expect(articleFetchUrl('example.com')).toBeNull();
  });
});

describe('a stored article links to web pages only', () => {
  const article = { title: 'T', description: '', url: 'https://news.example.com/a', image_url: null, keywords: [] };
  test('http(s) pass; javascript:, data: and vbscript: do not, for the link or the picture', () => {
    expect(articleSchema.safeParse(article).success).toBe(true);
    for (const bad of ['javascript:alert(1)', 'data:text/html,<b>x</b>', 'vbscript:msgbox(1)']) {
      expect(articleSchema.safeParse({ ...article, url: bad }).success).toBe(false);
      expect(articleSchema.safeParse({ ...article, image_url: bad }).success).toBe(false);
    }
  });
});
