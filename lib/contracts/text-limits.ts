// Maximum lengths of typed text in the contracts, counted as a person sees them (lib/graphemes.ts),
// so the server accepts exactly what the browser's counter allows (issue 15 item 7).
import { z } from 'zod';
import { graphemeCount } from '../graphemes';

/** A zod check for `.check()`: at most `max` characters as a person counts them. */
export function graphemeMax(max: number, message: string) {
  return z.refine<string>((text) => graphemeCount(text) <= max, { error: message });
}
