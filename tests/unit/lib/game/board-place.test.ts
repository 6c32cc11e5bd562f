import { leaderboardQuerySchema } from '@/lib/contracts/browse';
import { boardPlaces, PLACE_MAX, placeKey, placeParamSchema, placeSuffixes } from '@/lib/game/board-place';

describe('placeSuffixes: a location lies in each of its comma-separated suffixes', () => {
  test('city, region, country -> three places, widest last', () => {
    expect(placeSuffixes('Austin, Texas, United States')).toEqual([
      { key: 'austin, texas, united states', label: 'Austin, Texas, United States' },
      { key: 'texas, united states', label: 'Texas, United States' },
      { key: 'united states', label: 'United States' },
    ]);
  });
  test('a country alone is one place', () => {
    expect(placeSuffixes('Kenya')).toEqual([{ key: 'kenya', label: 'Kenya' }]);
  });
  test('spacing and empty parts are dropped; no location is no place', () => {
    expect(placeSuffixes(' Dallas ,Texas,, United States ').map((p) => p.label)).toEqual([
      'Dallas, Texas, United States',
      'Texas, United States',
      'United States',
    ]);
    expect(placeSuffixes(null)).toEqual([]);
    expect(placeSuffixes('')).toEqual([]);
    expect(placeSuffixes(' , ')).toEqual([]);
  });
});

describe('placeKey', () => {
  test('case and spaces around commas do not matter', () => {
    expect(placeKey('TEXAS ,united   States')).toBe('texas, united   states');
    expect(placeKey('Texas, United States')).toBe(placeKey('texas,United States'));
  });
  test('nothing but commas and spaces is empty', () => {
    expect(placeKey(' ,, ')).toBe('');
  });
});

describe('boardPlaces: the select options', () => {
  test('each place once, first label wins, each country followed by its regions and cities, by name', () => {
    const places = boardPlaces([
      'Dallas, Texas, United States',
      null,
      'Lyon, France',
      'austin, texas, united states',
      'Austin, Texas, United States',
    ]);
    expect(places.map((p) => p.label)).toEqual([
      'France',
      'Lyon, France',
      'United States',
      'Texas, United States',
      'austin, texas, united states',
      'Dallas, Texas, United States',
    ]);
  });
  test('a region sorts under its own country, not by its name', () => {
    expect(
      boardPlaces(['Zurich, Zurich, Switzerland', 'Aachen, North Rhine-Westphalia, Germany']).map((p) => p.key),
    ).toEqual([
      'germany',
      'north rhine-westphalia, germany',
      'aachen, north rhine-westphalia, germany',
      'switzerland',
      'zurich, switzerland',
      'zurich, zurich, switzerland',
    ]);
  });
  test('no located challenge, no options', () => {
    expect(boardPlaces([null, null])).toEqual([]);
  });
});

describe('?place= on the provider', () => {
  test('parsed to its key; at the length limit accepted, one over refused', () => {
    expect(placeParamSchema.parse('United States')).toBe('united states');
    expect(placeParamSchema.safeParse('a'.repeat(PLACE_MAX)).success).toBe(true);
    expect(placeParamSchema.safeParse('a'.repeat(PLACE_MAX + 1)).success).toBe(false);
  });
  test('blank places are refused; the leaderboard query names the field', () => {
    expect(placeParamSchema.safeParse(' , ').success).toBe(false);
    const parsed = leaderboardQuerySchema.safeParse({ place: '' });
    expect(parsed.success).toBe(false);
    expect(leaderboardQuerySchema.parse({ place: 'Lyon, France' }).place).toBe('lyon, france');
    expect(leaderboardQuerySchema.parse({}).place).toBeUndefined();
  });
});
