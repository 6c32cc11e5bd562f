// The category picker's tree helpers (spec 2 §2 Category step, §3 Category): paths, breadcrumbs and
// the text filter over name and slug (at most 50 results, spec 2 §9).
import type { Category } from '../contracts/platform';

export const CATEGORY_RESULTS_MAX = 50;

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
 * Categories whose name or slug contains the text (case-insensitive), searched within `within`
 * (a top-level group) or the whole tree; at most 50.
 */
export function filterCategories(tree: Category[], text: string, within: Category | null = null): CategoryEntry[] {
  const needle = text.trim().toLowerCase();
  const scope = within ? flattenCategories(within.subcategories, [within]) : flattenCategories(tree);
  if (!needle) return [];
  return scope
    .filter(({ category }) => category.name.toLowerCase().includes(needle) || category.slug.toLowerCase().includes(needle))
    .slice(0, CATEGORY_RESULTS_MAX);
}
