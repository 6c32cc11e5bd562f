import { describe, expect, test } from '@jest/globals';
import {
  geolocationQuerySchema,
  LOCATION_DEBOUNCE_MS,
  LOCATION_MIN_CHARS,
  LOCATION_QUERY_MAX,
  normalisePlaceText,
  shouldSearchLocation,
} from '@/lib/geolocation';

describe('location search limits (spec 2 §5, §9)', () => {
  test('debounced 500 ms, from 3 characters', () => {
    expect(LOCATION_DEBOUNCE_MS).toBe(500);
    expect(LOCATION_MIN_CHARS).toBe(3);
  });
  test('2 characters do not search, 3 do; surrounding spaces do not count', () => {
    expect(shouldSearchLocation('')).toBe(false);
    expect(shouldSearchLocation('Po')).toBe(false);
    expect(shouldSearchLocation('  Po  ')).toBe(false);
    expect(shouldSearchLocation('Por')).toBe(true);
    expect(shouldSearchLocation(' Por ')).toBe(true);
  });
  test('the query may be empty or short (an empty answer), and is at most 100 characters', () => {
    expect(geolocationQuerySchema.parse({}).query).toBe('');
    expect(geolocationQuerySchema.safeParse({ query: 'x'.repeat(LOCATION_QUERY_MAX) }).success).toBe(true);
    expect(geolocationQuerySchema.safeParse({ query: 'x'.repeat(LOCATION_QUERY_MAX + 1) }).success).toBe(false);
  });
});

describe('normalisePlaceText', () => {
  test('accents, case and punctuation fold away', () => {
    expect(normalisePlaceText('São Paulo')).toBe('sao paulo');
    expect(normalisePlaceText('  Île-de-France ')).toBe('ile de france');
    expect(normalisePlaceText('St. Louis,  MO')).toBe('st louis mo');
    expect(normalisePlaceText('ZÜRICH')).toBe('zurich');
    expect(normalisePlaceText('--')).toBe('');
  });
});
