import { describe, expect, test } from '@jest/globals';
import { ARTICLE_MESSAGES } from '@/lib/challenges/article';
import { MEDIA_MESSAGES, challengeMediaSchema, linkLabel } from '@/lib/challenges/media';

const picture = (i: number) => `/uploads/${i.toString(16).padStart(32, '0')}.png`;
const link = (i: number) => ({ url: `https://news.example.com/story-${i}`, title: '' });
const messages = (input: unknown) => {
  const parsed = challengeMediaSchema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((i) => i.message);
};

describe('after-publish pictures and links (spec 2 §2)', () => {
  test('10 pictures and 10 links pass, 11 do not', () => {
    const ten = Array.from({ length: 10 }, (_, i) => i);
    expect(messages({ pictures: ten.map(picture), links: ten.map(link) })).toEqual([]);
    expect(messages({ pictures: [...ten, 10].map(picture), links: [] })).toEqual([MEDIA_MESSAGES.picturesMax]);
    expect(messages({ pictures: [], links: [...ten, 10].map(link) })).toEqual([MEDIA_MESSAGES.linksMax]);
  });
  test('pictures are our own images only', () => {
    expect(messages({ pictures: ['/images/library/full/starry-night.jpg?source=Nervus+library'], links: [] })).toEqual(
      [],
    );
    expect(messages({ pictures: ['https://images.example.com/a.png'], links: [] })).toEqual([MEDIA_MESSAGES.picture]);
  });
  test('links follow the article URL rule: http(s) only, https assumed when no scheme', () => {
    expect(challengeMediaSchema.parse({ pictures: [], links: [{ url: 'news.example.com/story' }] }).links).toEqual([
      { url: 'https://news.example.com/story', title: '' },
    ]);
    for (const bad of [
      'javascript:alert(1)//x.com/',
      'ftp://files.example.com/a',
      'data:text/html,hi',
      'not a url',
      'https://localhost/x',
    ]) {
      expect(messages({ pictures: [], links: [{ url: bad }] })).toEqual([ARTICLE_MESSAGES.invalidUrl]);
    }
  });
  test('link titles: 120 characters pass, 121 do not; a link without one shows its address', () => {
    expect(messages({ pictures: [], links: [{ url: 'https://a.example.com/', title: 'x'.repeat(120) }] })).toEqual([]);
    expect(messages({ pictures: [], links: [{ url: 'https://a.example.com/', title: 'x'.repeat(121) }] })).toEqual([
      MEDIA_MESSAGES.linkTitle,
    ]);
    expect(linkLabel({ url: 'https://news.example.com/story', title: '' })).toBe('news.example.com/story');
    expect(linkLabel({ url: 'https://news.example.com/', title: 'The story' })).toBe('The story');
  });
});
