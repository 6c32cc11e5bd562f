// Challenge slugs: kebab-case from the question title, unique across the product (spec 2 §3).

const MAX_SLUG_LENGTH = 80;

export function kebabSlug(text: string, maxLength = MAX_SLUG_LENGTH): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '') // accents: 'café' -> 'cafe'
    .toLowerCase()
    .replace(/['’]/g, '') // "don't" -> 'dont', not 'don-t'
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (slug.length <= maxLength) return slug || 'challenge';
  const cut = slug.slice(0, maxLength);
  return cut.slice(0, cut.lastIndexOf('-') > maxLength / 2 ? cut.lastIndexOf('-') : maxLength).replace(/-+$/, '');
}

/** Appends -2, -3, … until the slug is not in `taken`; records the result in `taken`. */
export function uniqueSlug(base: string, taken: Set<string>): string {
  let slug = base;
  for (let n = 2; taken.has(slug); n += 1) slug = `${base}-${n}`;
  taken.add(slug);
  return slug;
}
