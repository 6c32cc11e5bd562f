import { describe, expect, test } from '@jest/globals';
import { searchQuerySchema } from '@/lib/contracts/browse';

describe('search query (mc, ic)', () => {
  test('include closed is off unless asked; a checked checkbox asks', () => {
    expect(searchQuerySchema.parse({}).ic).toBe(false);
    for (const ic of ['', '0', 'false', 'off', 'no', ' 0 ']) expect(searchQuerySchema.parse({ ic }).ic).toBe(false);
    for (const ic of ['1', 'true', 'on', 'YES']) expect(searchQuerySchema.parse({ ic }).ic).toBe(true);
    expect(searchQuerySchema.safeParse({ ic: 'maybe' }).success).toBe(false);
  });

  test('mc is a category slug, lowercased; empty means none', () => {
    expect(searchQuerySchema.parse({ mc: ' Transit ' }).mc).toBe('transit');
    expect(searchQuerySchema.parse({ mc: '' }).mc).toBeUndefined();
    expect(searchQuerySchema.parse({}).mc).toBeUndefined();
    expect(searchQuerySchema.safeParse({ mc: 'a/b' }).success).toBe(false);
  });
});
