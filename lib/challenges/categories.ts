// The category picker's tree helpers (spec 2 §2 Category step, §3 Category, §9): paths, breadcrumbs,
// the fuzzy search over name and slug (fuse.js, threshold 0.3, at most 50 results), and the traits
// of a category that change the flow (caption, comedy, local civics).
import Fuse from 'fuse.js';
import type { Category } from '../contracts/platform';

export const CATEGORY_RESULTS_MAX = 50;
export const CATEGORY_SEARCH_THRESHOLD = 0.3;
/** The group whose questions are about a place: it asks for the place instead of showing tiles. */
export const LOCAL_CIVICS_SLUG = 'local-civics';
/** Comedy groups: no assumptions worksheets, and titles use a suggested word (spec 2 §2, §5). */
export const COMEDY_CATEGORY_SLUGS = ['humor', 'comedy'] as const;

export interface CategoryEntry {
  category: Category;
  /** From the top-level group down to the category itself. */
  path: Category[];
}

export function flattenCategories(tree: Category[], parents: Category[] = []): CategoryEntry[] {
  return tree.flatMap((category) => {
    const path = [...parents, category];
    return [{ category, path }, ...flattenCategories(category.subcategories, path)];
  });
}

export function findCategory(tree: Category[], id: number | null): CategoryEntry | null {
  if (id === null) return null;
  return flattenCategories(tree).find((entry) => entry.category.id === id) ?? null;
}

export function isLeafCategory(category: Category): boolean {
  return category.subcategories.length === 0;
}

export function categoryBreadcrumb(entry: CategoryEntry | null): string {
  return entry ? entry.path.map((c) => c.name).join(' › ') : '';
}

/**
 * Categories whose name or slug match the text fuzzily (spec 2 §9: threshold 0.3, keys name and
 * slug), best first, searched within `within` (a group) or the whole tree; at most 50.
 */
export function filterCategories(tree: Category[], text: string, within: Category | null = null): CategoryEntry[] {
  const needle = text.trim();
  if (!needle) return [];
  const scope = within ? flattenCategories(within.subcategories, [within]) : flattenCategories(tree);
  const fuse = new Fuse(scope, {
    keys: ['category.name', 'category.slug'],
    threshold: CATEGORY_SEARCH_THRESHOLD,
    ignoreLocation: true,
  });
  return fuse.search(needle, { limit: CATEGORY_RESULTS_MAX }).map((result) => result.item);
}

export interface CategoryTraits {
  /** A caption category (spec 2 §2: its id contains 'caption'; ours are numbers, so its slug). */
  caption: boolean;
  comedy: boolean;
  localCivics: boolean;
}

export function categoryTraits(entry: CategoryEntry | null): CategoryTraits {
  const slugs = entry?.path.map((c) => c.slug) ?? [];
  return {
    caption: entry ? entry.category.slug.includes('caption') : false,
    comedy: slugs.some((slug) => (COMEDY_CATEGORY_SLUGS as readonly string[]).includes(slug)),
    localCivics: slugs.includes(LOCAL_CIVICS_SLUG),
  };
}
