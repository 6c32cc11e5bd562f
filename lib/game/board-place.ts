// The place filter of the Nerve Boards (spec 3 §2.5; places as spec 2 §5 formats them, 'City,
// Region, Country'). A located challenge counts towards every place it lies in: each
// comma-separated suffix of its location. Migration 0024's neuron_place_keys() is the same rule in
// SQL, so a key computed here finds the board rows the trigger wrote.
import { z } from 'zod';

/** As the longest place the gazetteer formats ('City, Region, Country'). */
export const PLACE_MAX = 100;

export interface BoardPlace {
  /** Lower-cased, single ', ' between parts: the URL value and the board facet. */
  key: string;
  /** As the challenge wrote it, for the select. */
  label: string;
}

function parts(location: string): string[] {
  return location
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/** 'Austin, Texas, United States' -> that, 'Texas, United States', 'United States'. */
export function placeSuffixes(location: string | null | undefined): BoardPlace[] {
  const all = parts(location ?? '');
  return all.map((_, i) => {
    const label = all.slice(i).join(', ');
    return { key: label.toLowerCase(), label };
  });
}

/** The key of a typed or linked place: case and spacing around commas do not matter. */
export function placeKey(raw: string): string {
  return parts(raw).join(', ').toLowerCase();
}

/**
 * The select's options from the community's challenge locations: each place once (first label
 * wins), in tree order, each country followed by its regions and their cities, by name.
 */
export function boardPlaces(locations: (string | null)[]): BoardPlace[] {
  const byKey = new Map<string, BoardPlace>();
  for (const location of locations)
    for (const place of placeSuffixes(location)) if (!byKey.has(place.key)) byKey.set(place.key, place);
  const path = (p: BoardPlace) => p.key.split(', ').reverse();
  return [...byKey.values()].sort((a, b) => {
    const [pa, pb] = [path(a), path(b)];
    for (let i = 0; i < Math.min(pa.length, pb.length); i++) {
      const order = pa[i].localeCompare(pb[i]);
      if (order) return order;
    }
    return pa.length - pb.length;
  });
}

/** ?place= on the provider: a non-empty place of at most PLACE_MAX characters, as its key. */
export const placeParamSchema = z
  .string()
  .max(PLACE_MAX, `A place can be at most ${PLACE_MAX} characters.`)
  .transform((raw, ctx) => {
    const key = placeKey(raw);
    if (!key) {
      ctx.addIssue({ code: 'custom', message: 'Name a place, such as a country or a city.' });
      return z.NEVER;
    }
    return key;
  });
