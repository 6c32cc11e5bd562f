import { describe, expect, test } from '@jest/globals';
import { SHARE_PROVIDERS, shareLinks, shareUrl, SHARER_PROVIDER_REQUIRED, withScoutId } from '@/lib/sharing';

const content = {
  url: 'https://nervus.test/AdaLovelace?ref=a&b=c',
  text: 'Ada Lovelace (@AdaLovelace) on Nervus & friends',
};

function query(u: string) {
  return Object.fromEntries(new URL(u).searchParams);
}

describe('share URLs (spec 3 §2.6)', () => {
  test('a missing provider throws the spec message', () => {
    expect(() => shareUrl(undefined, content)).toThrow(SHARER_PROVIDER_REQUIRED);
    expect(() => shareUrl('', content)).toThrow('Sharer: provider is required');
    expect(() => shareUrl(null, content)).toThrow('Sharer: provider is required');
  });

  test('an unknown provider is not supported yet', () => {
    expect(() => shareUrl('imgur', content)).toThrow('imgur is not supported yet');
  });

  test('twitter: intent with text and url, both encoded', () => {
    const u = shareUrl('twitter', content);
    expect(u.startsWith('https://twitter.com/intent/tweet?')).toBe(true);
    expect(query(u)).toEqual({ text: content.text, url: content.url });
  });

  test('facebook and linkedin take only the url', () => {
    expect(new URL(shareUrl('facebook', content)).origin + new URL(shareUrl('facebook', content)).pathname).toBe(
      'https://www.facebook.com/sharer/sharer.php',
    );
    expect(query(shareUrl('facebook', content))).toEqual({ u: content.url });
    expect(query(shareUrl('linkedin', content))).toEqual({ url: content.url });
  });

  test('reddit: url and title', () => {
    expect(query(shareUrl('reddit', content))).toEqual({ url: content.url, title: content.text });
  });

  test('email: mailto with %20 spaces, subject and a body that ends with the link', () => {
    const u = shareUrl('email', content);
    expect(u.startsWith('mailto:?subject=')).toBe(true);
    expect(u).not.toContain('+');
    const [, search] = u.split('?');
    const params = Object.fromEntries(search.split('&').map((pair) => pair.split('=').map(decodeURIComponent)));
    expect(params.subject).toBe(content.text);
    expect(params.body).toBe(`${content.text}\n\n${content.url}`);
  });

  test('shareLinks lists every provider in panel order', () => {
    const links = shareLinks(content);
    expect(links.map((l) => l.provider)).toEqual([...SHARE_PROVIDERS]);
    expect(links.every((l) => l.label && l.href)).toBe(true);
  });
});

describe('withScoutId', () => {
  test('adds the sharer id to a link, keeping its query', () => {
    expect(withScoutId('https://nervus.test/challenges/x?tab=ideas', 7)).toBe(
      'https://nervus.test/challenges/x?tab=ideas&scout_id=7',
    );
  });

  test('replaces a scout id already there (a shared link shared again credits the new sharer)', () => {
    expect(withScoutId('https://nervus.test/AdaLovelace?scout_id=3', 9)).toBe(
      'https://nervus.test/AdaLovelace?scout_id=9',
    );
  });

  test('a path stays a path', () => {
    expect(withScoutId('/AdaLovelace#ideas', 4)).toBe('/AdaLovelace?scout_id=4#ideas');
  });

  test('a visitor without an id shares the plain link', () => {
    expect(withScoutId('https://nervus.test/challenges/x', null)).toBe('https://nervus.test/challenges/x');
  });
});
