// The tweet counter (spec 3 §5): 280 weighted, links 23, weighted ranges; orange under 10, red below 0.
// Every case is checked against twitter-text's own parse and against the rule written out by hand.
import { parseTweet } from 'twitter-text';
import { composeTweet, tweetCount, TWEET_MAX_WEIGHTED } from '@/lib/tweet';

const corpus: [label: string, text: string, weighted: number][] = [
  ['plain latin', 'Hello world', 11],
  ['one emoji counts 2', '😀', 2],
  ['an emoji with a skin tone is one emoji', '👍🏽', 2],
  ['a family ZWJ sequence is one emoji', '👨‍👩‍👧‍👦', 2],
  ['a flag', '🇫🇷', 2],
  ['CJK weighs 2 each', '中文字', 6],
  ['Japanese kana weigh 2', 'こんにちは', 10],
  ['Korean weighs 2', '안녕', 4],
  ['a URL with a scheme counts 23', 'https://example.com/a/very/long/path/that/goes/on/and/on?x=1', 23],
  ['a URL without a scheme counts 23', 'read example.com/some/page now', 5 + 23 + 4],
  ['two links', 'http://a.co b.org', 23 + 1 + 23],
  ['general punctuation in the ranges weighs 1', '‘quoted’ — dash', 15],
  ['a mixture', 'Idea 💡 for 東京 at nervus.localhost.com', 5 + 2 + 5 + 4 + 4 + 23],
];

describe('tweetCount against twitter-text', () => {
  test.each(corpus)('%s', (_label, text, weighted) => {
    expect(tweetCount(text).weighted).toBe(parseTweet(text).weightedLength);
    expect(tweetCount(text).weighted).toBe(weighted);
  });

  test('exactly 280 weighted is allowed, with 0 left in orange', () => {
    const text = 'a'.repeat(280);
    expect(parseTweet(text)).toMatchObject({ weightedLength: 280, valid: true });
    expect(tweetCount(text)).toEqual({ weighted: 280, remaining: 0, state: 'warn' });
  });

  test('281 weighted is over: red, and the tweet is invalid for twitter-text too', () => {
    const text = 'a'.repeat(279) + '中';
    expect(parseTweet(text)).toMatchObject({ weightedLength: 281, valid: false });
    expect(tweetCount(text)).toEqual({ weighted: 281, remaining: -1, state: 'over' });
  });

  test('a link at the limit: 257 letters and one link are exactly 280', () => {
    const text = `${'a'.repeat(256)} https://example.com/${'x'.repeat(100)}`;
    expect(tweetCount(text)).toMatchObject({ weighted: 280, remaining: 0 });
    expect(parseTweet(text).valid).toBe(true);
  });

  test('the colour edges: 11 left is fine, 10 left is fine, 9 left is orange, -1 is red', () => {
    expect(tweetCount('a'.repeat(TWEET_MAX_WEIGHTED - 11)).state).toBe('ok');
    expect(tweetCount('a'.repeat(TWEET_MAX_WEIGHTED - 10)).state).toBe('ok');
    expect(tweetCount('a'.repeat(TWEET_MAX_WEIGHTED - 9)).state).toBe('warn');
    expect(tweetCount('😀'.repeat(141)).state).toBe('over');
    expect(tweetCount('😀'.repeat(140))).toMatchObject({ remaining: 0, state: 'warn' });
  });
});

test('composeTweet: text, hashtags and the link', () => {
  expect(composeTweet({ text: 'What now?', hashtags: ['Ideas', 'Cities'], url: 'https://x.test/c' })).toBe(
    'What now? #Ideas #Cities https://x.test/c',
  );
  expect(composeTweet({ text: 'Hi', hashtags: [], url: 'https://x.test' })).toBe('Hi https://x.test');
});
