// LIKE patterns from user text: % and _ are wildcards and \ the escape, so a search for '50%'
// means the text '50%' and a handle like 'ada_l' matches only itself.
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

/** Contains `q` (for ILIKE). */
export function likePattern(q: string): string {
  return `%${escapeLike(q)}%`;
}

/** Starts with `text`, lower-cased: compare with lower(column), which prefix indexes can serve. */
export function likePrefix(text: string): string {
  return `${escapeLike(text.toLowerCase())}%`;
}
