// Location search of the local-civics category (spec 2 §2 Category step, §3 Other, §5 Location
// search, §7, §9): the limits both sides share, the query and answer contracts, and the text
// normalisation the gazetteer index and its tests agree on.
import { z } from 'zod';

/** Spec 2 §5: the search runs only with 3 or more characters. */
export const LOCATION_MIN_CHARS = 3;
/** Spec 2 §9: location search is debounced 500 ms. */
export const LOCATION_DEBOUNCE_MS = 500;
/** Longer than any place's 'City, Region, Country'; keeps the index from scanning pasted text. */
export const LOCATION_QUERY_MAX = 100;
/** GET /geolocation/search: the full list. */
export const LOCATION_SEARCH_LIMIT = 10;
/** GET /geolocation/suggest: a short list that fits under a type-ahead field on a phone. */
export const LOCATION_SUGGEST_LIMIT = 5;

export const LOCATION_LABEL = 'Country, Region, State or City';
export const LOCATION_NO_RESULTS = 'No places found. Try another spelling or a larger place.';

/** Whether a typed query is long enough to search (counted after trimming). */
export function shouldSearchLocation(query: string): boolean {
  return query.trim().length >= LOCATION_MIN_CHARS;
}

/** Lower case, accents and punctuation dropped, single spaces: 'São Paulo' and 'sao-paulo' agree. */
export function normalisePlaceText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

export const placeSchema = z.object({ formatted: z.string(), country: z.string() });
export type Place = z.infer<typeof placeSchema>;
export const placesSchema = z.array(placeSchema);

/** The query of both endpoints; shorter than the minimum is valid and answers an empty list. */
export const geolocationQuerySchema = z.object({
  query: z.string().max(LOCATION_QUERY_MAX, `The query can be at most ${LOCATION_QUERY_MAX} characters.`).default(''),
});
