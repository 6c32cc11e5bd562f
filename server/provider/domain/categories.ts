// The category tree (spec 1 §3, spec 2 §3), built from the parent link.
// The `category` field of each node is the slug of its parent, or its own slug when it is top level,
// so a client can always tell which top-level group a node belongs to.
import { asc } from 'drizzle-orm';
import type { Category } from '@/lib/contracts/platform';
import type { Db } from '../db/client';
import { categories } from '../db/schema';
import type { PlatformRow } from './platforms';

type CategoryRow = typeof categories.$inferSelect;

export function buildCategoryTree(rows: CategoryRow[]): Category[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const nodes = new Map<number, Category>();
  for (const row of rows) {
    const parent = row.parentId !== null ? byId.get(row.parentId) : undefined;
    nodes.set(row.id, {
      id: row.id,
      category: parent ? parent.slug : row.slug,
      name: row.name,
      slug: row.slug,
      description: row.description,
      icon: row.icon,
      related_platform: row.relatedPlatform,
      subcategories: [],
    });
  }
  const roots: Category[] = [];
  // rows arrive ordered by position, so children keep their order when appended.
  for (const row of rows) {
    const node = nodes.get(row.id)!;
    const parent = row.parentId !== null ? nodes.get(row.parentId) : undefined;
    if (parent) parent.subcategories.push(node);
    else roots.push(node);
  }
  return roots;
}

async function allCategoryRows(db: Db): Promise<CategoryRow[]> {
  return db.select().from(categories).orderBy(asc(categories.position), asc(categories.id));
}

export async function loadCategoryTree(db: Db): Promise<Category[]> {
  return buildCategoryTree(await allCategoryRows(db));
}

/**
 * The tree of one community: categories owned by it (platform_id) or related to it
 * (related_platform = slug), kept with their ancestors so the path stays whole; a matching node
 * brings all of its descendants. The main community sees every category.
 */
export async function loadPlatformCategoryTree(db: Db, platform: PlatformRow): Promise<Category[]> {
  const rows = await allCategoryRows(db);
  if (platform.isMain) return buildCategoryTree(rows);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const matches = (row: CategoryRow) => row.platformId === platform.id || row.relatedPlatform === platform.slug;
  function* ancestors(row: CategoryRow): Generator<CategoryRow> {
    for (let parent = byId.get(row.parentId ?? -1); parent; parent = byId.get(parent.parentId ?? -1)) yield parent;
  }
  const keep = new Set<number>();
  for (const row of rows) {
    if (!matches(row) && ![...ancestors(row)].some(matches)) continue;
    keep.add(row.id);
    for (const parent of ancestors(row)) keep.add(parent.id);
  }
  return buildCategoryTree(rows.filter((row) => keep.has(row.id)));
}
