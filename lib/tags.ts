// The tags-input rule of spec 1 §5: commas and semicolons are stripped, the text is trimmed, no
// duplicates, an optional maximum (default unlimited). Shared by the browser widget and the
// provider's validation so both agree on what a tag is.

/** Keys that turn the typed text into a tag; blur does too. */
export const TAG_COMMIT_KEYS = ['Enter', 'Tab', ',', ';'] as const;

export function isTagCommitKey(key: string): boolean {
  return (TAG_COMMIT_KEYS as readonly string[]).includes(key);
}

/** Strips commas and semicolons and trims; inner runs of whitespace become one space so that
 * 'small  business' and 'small business' are the same tag. */
export function normalizeTag(raw: string): string {
  return raw.replace(/[,;]/g, '').replace(/\s+/g, ' ').trim();
}

/** Duplicates are compared without regard to case: 'Transit' and 'transit' are one interest. */
function sameTag(a: string, b: string): boolean {
  return a.toLocaleLowerCase() === b.toLocaleLowerCase();
}

export type AddTagResult =
  { added: true; tags: string[] } | { added: false; tags: string[]; reason: 'empty' | 'duplicate' | 'full' };

/** Adds one typed tag to the list, or says why it was not added. The list is never mutated. */
export function addTag(tags: readonly string[], raw: string, max?: number): AddTagResult {
  const tag = normalizeTag(raw);
  if (!tag) return { added: false, tags: [...tags], reason: 'empty' };
  if (tags.some((t) => sameTag(t, tag))) return { added: false, tags: [...tags], reason: 'duplicate' };
  if (max !== undefined && tags.length >= max) return { added: false, tags: [...tags], reason: 'full' };
  return { added: true, tags: [...tags, tag] };
}

/** Text typed or pasted with separators in it: every complete part becomes a tag, the text after
 * the last separator stays in the input. */
export function splitTyped(value: string): { complete: string[]; rest: string } {
  const parts = value.split(/[,;]/);
  const rest = parts.pop() ?? '';
  return { complete: parts, rest };
}

/** A whole list normalised: empty tags dropped, later duplicates dropped, order kept. The
 * maximum is not applied here, so a validator can report a list that is too long. */
export function normalizeTags(raw: readonly string[]): string[] {
  const out: string[] = [];
  for (const item of raw) {
    const tag = normalizeTag(item);
    if (tag && !out.some((t) => sameTag(t, tag))) out.push(tag);
  }
  return out;
}
