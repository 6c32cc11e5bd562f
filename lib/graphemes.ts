// Text lengths as a person counts them (issue 15 item 7): one per character seen on screen (a
// grapheme cluster, Intl.Segmenter), not per UTF-16 unit, so '👩‍👩‍👧‍👦' or 'é' written as e + accent
// is one character. Used by the zod contracts (graphemeMax in lib/contracts/text-limits.ts), the rules of lib/challenges and the browser's
// characters-remaining counters alike, so the form and the server never disagree. A cluster can
// hold many code points: request bodies are bounded in bytes too (lib/body-limits.ts).
// Made on first use, and only for text beyond plain ASCII: building it at import cost every page
// that imports this module (through a contract or a rule) a long task on a phone (issue 22, Lighthouse).
let made: Intl.Segmenter | undefined;
const segmenter = () => (made ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' }));

/** Plain ASCII without CR: one unit, one character (CR LF is one character). */
const SIMPLE = /^[\x20-\x7e\n\t]*$/;

export function graphemeCount(text: string): number {
  if (SIMPLE.test(text)) return text.length;
  let count = 0;
  for (const _ of segmenter().segment(text)) count++;
  return count;
}

/** The first `max` characters of a text (a counter's maxLength would cut an emoji in half). */
export function graphemeSlice(text: string, max: number): string {
  if (SIMPLE.test(text)) return text.slice(0, max);
  let out = '';
  let count = 0;
  for (const { segment } of segmenter().segment(text)) {
    if (count++ === max) break;
    out += segment;
  }
  return out;
}

/** Characters left of `max` (negative when over), for the counters beside the fields. */
export function charactersLeft(text: string, max: number): number {
  return max - graphemeCount(text);
}
