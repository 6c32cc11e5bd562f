// Low-effort text (spec 1 §5): comments that say nothing a player can act on, such as 'nice try'.
// A text is low-effort when, apart from one of these phrases, fewer than LOW_EFFORT_SPARE_WORDS
// words remain: 'Nice try!' and 'nice try, better luck next time' are; a comment that goes on to
// say what to change is not.

export const LOW_EFFORT_PATTERNS = [
  'nothing',
  'nice try',
  'better luck next time',
  'above average',
  'you tried',
  'not my thing',
] as const;
export const LOW_EFFORT_SPARE_WORDS = 3;

function words(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s']/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The first low-effort phrase the text is made of, or null. */
export function lowEffortPattern(text: string): string | null {
  let rest = ` ${words(text)} `;
  let found: string | null = null;
  for (const pattern of LOW_EFFORT_PATTERNS) {
    const needle = ` ${pattern} `;
    if (rest.includes(needle)) {
      found ??= pattern;
      rest = rest.split(needle).join(' ');
    }
  }
  if (!found) return null;
  const left = rest.trim() ? rest.trim().split(' ').length : 0;
  return left < LOW_EFFORT_SPARE_WORDS ? found : null;
}

export function isLowEffort(text: string): boolean {
  return lowEffortPattern(text) !== null;
}
