import { LOCATION_QUERY_MAX, LOCATION_SEARCH_LIMIT, LOCATION_SUGGEST_LIMIT, placesSchema } from '@/lib/geolocation';
import { dataOf, errorsOf, tokenFor } from './api-helpers';
import { createTestProvider, type TestProvider } from './harness';

let provider: TestProvider;
let token: string;
beforeAll(async () => {
  provider = await createTestProvider();
  token = await tokenFor(provider, 'MayaChen');
});
afterAll(async () => {
  await provider.close();
});

const places = async (path: string) => dataOf(await provider.request(path, { token }), 200, placesSchema);

describe('GET /geolocation/search and /geolocation/suggest (spec 2 §7)', () => {
  test('signed-in only', async () => {
    await errorsOf(await provider.request('/geolocation/search?query=Portland'), 401);
    await errorsOf(await provider.request('/geolocation/suggest?query=Portland'), 401);
  });

  test('the embedded gazetteer answers {formatted, country}, the biggest Portland first', async () => {
    const found = await places('/geolocation/search?query=Portland');
    expect(found[0]).toEqual({ formatted: 'Portland, Oregon, United States', country: 'United States' });
    expect(found).toHaveLength(LOCATION_SEARCH_LIMIT);
    expect(found.every((p) => /portland/i.test(p.formatted))).toBe(true);
  });

  test('countries, regions and cities; accents and case do not matter', async () => {
    expect((await places('/geolocation/search?query=united%20kingdom'))[0]).toEqual({
      formatted: 'United Kingdom',
      country: 'United Kingdom',
    });
    expect((await places('/geolocation/search?query=oregon'))[0]).toEqual({
      formatted: 'Oregon, United States',
      country: 'United States',
    });
    expect((await places(`/geolocation/search?query=${encodeURIComponent('ZÜRICH')}`)).map((p) => p.country)).toContain(
      'Switzerland',
    );
    expect((await places('/geolocation/search?query=portland%2C%20maine'))[0].formatted).toBe(
      'Portland, Maine, United States',
    );
  });

  test('suggest answers the same places, fewer of them', async () => {
    const search = await places('/geolocation/search?query=London');
    const suggest = await places('/geolocation/suggest?query=London');
    expect(suggest).toHaveLength(LOCATION_SUGGEST_LIMIT);
    expect(suggest).toEqual(search.slice(0, LOCATION_SUGGEST_LIMIT));
  });

  test('runs only from 3 characters: fewer is an empty list, not an error (spec 2 §5)', async () => {
    expect(await places('/geolocation/search?query=Po')).toEqual([]);
    expect(await places('/geolocation/suggest?query=%20Po%20')).toEqual([]);
    expect(await places('/geolocation/search')).toEqual([]);
    expect((await places('/geolocation/search?query=Por')).length).toBeGreaterThan(0);
    expect(await places('/geolocation/search?query=qqqzzzxx')).toEqual([]);
  });

  test('a query over 100 characters is refused with a 422 on the query field', async () => {
    const res = await provider.request(`/geolocation/search?query=${'a'.repeat(LOCATION_QUERY_MAX + 1)}`, { token });
    expect((await errorsOf(res, 422)).errors).toEqual([
      { field: 'query', error: `The query can be at most ${LOCATION_QUERY_MAX} characters.` },
    ]);
    expect(await places(`/geolocation/search?query=${'a'.repeat(LOCATION_QUERY_MAX)}`)).toEqual([]);
  });
});
