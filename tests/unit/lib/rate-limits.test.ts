import { describe, expect, test } from '@jest/globals';
import {
  IDEA_RATE_LIMIT,
  RATING_RATE_LIMIT,
  parseRateLimit,
  tooManyIdeasMessage,
  tooManyRatingsMessage,
  waitText,
  windowText,
} from '@/lib/rate-limits';
import { loadProviderConfig } from '@/server/provider/config';

describe('parseRateLimit', () => {
  test('count/windowSeconds', () => {
    expect(parseRateLimit('30/60')).toEqual({ count: 30, windowSeconds: 60 });
    expect(parseRateLimit(' 1 / 1 ')).toEqual({ count: 1, windowSeconds: 1 });
  });
  test.each(['0/60', '30/0', '30', '30/60s', '-1/60', '1.5/60', '', 'abc'])('%p is not a limit', (text) => {
    expect(parseRateLimit(text)).toBeNull();
  });
});

describe('waitText', () => {
  test.each([
    [0, '1 second'],
    [0.2, '1 second'],
    [1, '1 second'],
    [2, '2 seconds'],
    [59, '59 seconds'],
    [60, '1 minute'],
    [61, '2 minutes'],
    [120, '2 minutes'],
    [599, '10 minutes'],
  ])('%p s -> %p', (seconds, text) => {
    expect(waitText(seconds)).toBe(text);
  });
});

test('windowText', () => {
  expect(windowText(60)).toBe('minute');
  expect(windowText(600)).toBe('10 minutes');
  expect(windowText(3600)).toBe('hour');
  expect(windowText(7200)).toBe('2 hours');
  expect(windowText(45)).toBe('45 seconds');
});

test('the messages say the limit and when to try again', () => {
  expect(tooManyRatingsMessage(RATING_RATE_LIMIT, 12)).toBe(
    'You are rating faster than we allow (up to 30 ratings per minute). Please wait 12 seconds and try again.',
  );
  expect(tooManyIdeasMessage(IDEA_RATE_LIMIT, 250)).toBe(
    'You are entering ideas faster than we allow (up to 20 per 10 minutes). Please wait 5 minutes and try again; your idea is still here.',
  );
});

describe('provider config', () => {
  test('defaults: 30 ratings a minute, 20 ideas in 10 minutes', () => {
    const config = loadProviderConfig({});
    expect(config.RATING_RATE_LIMIT).toEqual({ count: 30, windowSeconds: 60 });
    expect(config.IDEA_RATE_LIMIT).toEqual({ count: 20, windowSeconds: 600 });
  });
  test('overrides, and a malformed one is refused at start', () => {
    expect(loadProviderConfig({ RATING_RATE_LIMIT: '1000/1' }).RATING_RATE_LIMIT).toEqual({
      count: 1000,
      windowSeconds: 1,
    });
    expect(() => loadProviderConfig({ IDEA_RATE_LIMIT: 'lots' })).toThrow(/count\/windowSeconds/);
  });
});
