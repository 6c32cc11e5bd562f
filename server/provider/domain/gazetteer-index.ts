// A prefix-search index over countries, regions (states, provinces) and cities for the location
// field of the local-civics category (spec 2 §2, §5, §7). Built once from plain records, so the
// ranking can be tested on a handful of places while the provider loads the real gazetteer.
//
// Ranking: how the query meets the place's own name (exact, then prefix, then the prefix of a later
// word: 'york' finds 'New York'), then countries before regions before cities, then population.
// Words after the name narrow by region or country: 'portland oregon', 'Portland, OR', 'paris fr'.
import { normalisePlaceText, type Place } from '@/lib/geolocation';

export interface CountryRecord {
  code: string;
  name: string;
}
export interface RegionRecord {
  country: string;
  code: string;
  name: string;
}
export interface CityRecord {
  name: string;
  country: string;
  region: string;
  population: number;
}

export interface GazetteerSources {
  countries: CountryRecord[];
  regions: RegionRecord[];
  cities: CityRecord[];
}

const COUNTRY = 0;
const REGION = 1;
const CITY = 2;
type Kind = typeof COUNTRY | typeof REGION | typeof CITY;

export interface Gazetteer {
  search(query: string, limit: number): Place[];
  size: number;
}

const regionKey = (country: string, code: string) => `${country}.${code}`;

/** Matches that need the words after the name to name its region or country rank after the rest. */
const CONTEXT_TIER = 3;

/** Tier of how `needle` meets a normalised name: 0 exact, 1 prefix, 2 word prefix, -1 none. */
function nameTier(norm: string, needle: string): number {
  if (norm === needle) return 0;
  if (norm.startsWith(needle)) return 1;
  return ` ${norm}`.includes(` ${needle}`) ? 2 : -1;
}

/**
 * Every place in parallel arrays (an id is an index): 140,000 small objects would cost several
 * times the memory of these columns.
 */
class Places {
  readonly names: string[] = [];
  readonly norms: string[] = [];
  /** ISO code of a country entry ('' for the others). */
  readonly codes: string[] = [];
  readonly kinds: Uint8Array;
  readonly population: Float64Array;
  /** Id of a city's region, -1 when unknown. */
  readonly region: Int32Array;
  /** Id of the entry's country, -1 for a country itself. */
  readonly country: Int32Array;

  constructor(capacity: number) {
    this.kinds = new Uint8Array(capacity);
    this.population = new Float64Array(capacity);
    this.region = new Int32Array(capacity).fill(-1);
    this.country = new Int32Array(capacity).fill(-1);
  }

  add(name: string, kind: Kind, country: number, region = -1, code = ''): number {
    const id = this.names.length;
    this.names.push(name);
    this.norms.push(normalisePlaceText(name));
    this.codes.push(code);
    this.kinds[id] = kind;
    this.country[id] = country;
    this.region[id] = region;
    return id;
  }
}

/** Every word of every name, sorted, so that the words with a prefix are one run (binary search). */
function wordIndex(norms: string[]): { words: string[]; ids: Int32Array } {
  const pairs: [string, number][] = [];
  norms.forEach((norm, id) => {
    for (const word of new Set(norm.split(' '))) if (word) pairs.push([word, id]);
  });
  pairs.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] - b[1]));
  return { words: pairs.map((p) => p[0]), ids: Int32Array.from(pairs, (p) => p[1]) };
}

function loadPlaces({ countries, regions, cities }: GazetteerSources): Places {
  const places = new Places(countries.length + regions.length + cities.length);
  const countryIds = new Map<string, number>();
  const regionIds = new Map<string, number>();
  for (const c of countries) countryIds.set(c.code, places.add(c.name, COUNTRY, -1, -1, c.code));
  for (const r of regions) {
    const country = countryIds.get(r.country);
    if (country !== undefined) regionIds.set(regionKey(r.country, r.code), places.add(r.name, REGION, country));
  }
  for (const city of cities) {
    const country = countryIds.get(city.country);
    if (country === undefined) continue;
    const region = regionIds.get(regionKey(city.country, city.region)) ?? -1;
    places.population[places.add(city.name, CITY, country, region)] = city.population;
    // Regions and countries rank among themselves by the people living in their cities.
    if (region >= 0) places.population[region] += city.population;
    places.population[country] += city.population;
  }
  return places;
}

export function buildGazetteer(sources: GazetteerSources): Gazetteer {
  const places = loadPlaces(sources);
  const { names, norms, codes, kinds, population, region, country } = places;
  const { words, ids } = wordIndex(norms);

  function lowerBound(prefix: string): number {
    let lo = 0;
    let hi = words.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (words[mid] < prefix) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  function candidates(firstWord: string): Set<number> {
    const found = new Set<number>();
    for (let i = lowerBound(firstWord); i < words.length && words[i].startsWith(firstWord); i++) found.add(ids[i]);
    return found;
  }

  /** Words of the places around an entry (its region, its country and the country's code). */
  function contextWords(id: number): string[] {
    const around: string[] = [];
    if (region[id] >= 0) around.push(norms[region[id]]);
    if (country[id] >= 0) around.push(norms[country[id]], codes[country[id]].toLowerCase());
    return around.join(' ').split(' ');
  }

  /**
   * Tier of the whole query against the name; else of its first words against the name with the
   * rest naming the surroundings, ranked after every plain name match (CONTEXT_TIER); -1 for none.
   */
  function tierOf(id: number, tokens: string[]): number {
    const whole = nameTier(norms[id], tokens.join(' '));
    if (whole >= 0 || tokens.length === 1) return whole;
    const around = contextWords(id);
    for (let k = tokens.length - 1; k >= 1; k--) {
      const tier = nameTier(norms[id], tokens.slice(0, k).join(' '));
      if (tier >= 0 && tokens.slice(k).every((t) => around.some((w) => w.startsWith(t)))) return CONTEXT_TIER + tier;
    }
    return -1;
  }

  function format(id: number): Place {
    const countryId = country[id] >= 0 ? country[id] : id;
    const parts = [names[id]];
    if (region[id] >= 0) parts.push(names[region[id]]);
    // A city-state is not 'Singapore, Singapore'. A city named like its region keeps both
    // ('São Paulo, São Paulo, Brazil'), or it would read as the region itself.
    if (countryId !== id && parts[parts.length - 1] !== names[countryId]) parts.push(names[countryId]);
    return { formatted: parts.join(', '), country: names[countryId] };
  }

  const byRank = (a: { id: number; tier: number }, b: { id: number; tier: number }) =>
    a.tier - b.tier ||
    kinds[a.id] - kinds[b.id] ||
    population[b.id] - population[a.id] ||
    names[a.id].length - names[b.id].length ||
    (names[a.id] < names[b.id] ? -1 : names[a.id] > names[b.id] ? 1 : a.id - b.id);

  function search(query: string, limit: number): Place[] {
    const tokens = normalisePlaceText(query).split(' ').filter(Boolean);
    if (tokens.length === 0 || limit <= 0) return [];
    const ranked: { id: number; tier: number }[] = [];
    for (const id of candidates(tokens[0])) {
      const tier = tierOf(id, tokens);
      if (tier >= 0) ranked.push({ id, tier });
    }
    ranked.sort(byRank);
    const seen = new Set<string>();
    const found: Place[] = [];
    for (const { id } of ranked) {
      const place = format(id);
      if (seen.has(place.formatted)) continue;
      seen.add(place.formatted);
      found.push(place);
      if (found.length === limit) break;
    }
    return found;
  }

  return { search, size: names.length };
}
