import { describe, expect, test } from '@jest/globals';
import { formatMoneyCents } from '@/lib/money';

describe('formatMoneyCents', () => {
  test('whole dollars drop the cents, with thousands separators', () => {
    expect(formatMoneyCents(250_000)).toBe('$2,500');
    expect(formatMoneyCents(100)).toBe('$1');
    expect(formatMoneyCents(0)).toBe('$0');
    expect(formatMoneyCents(123_456_700)).toBe('$1,234,567');
  });

  test('other amounts keep two decimals', () => {
    expect(formatMoneyCents(1_250)).toBe('$12.50');
    expect(formatMoneyCents(1)).toBe('$0.01');
    expect(formatMoneyCents(250_005)).toBe('$2,500.05');
  });

  test('only whole cents are money', () => {
    expect(() => formatMoneyCents(12.5)).toThrow(RangeError);
    expect(() => formatMoneyCents(Number.NaN)).toThrow(RangeError);
  });
});
