// The challenges home widgets (spec 1 §7, spec 2 §2): open challenges, closing soon, completed
// challenges and the categories picker, for a community, a catalyst or (main community) all.
import { and, asc, count, desc, isNotNull, lte, type SQL } from 'drizzle-orm';
import {
  closingSoonWindow,
  HOME_CLOSING_SOON_LIMIT,
  HOME_COMPLETED_LIMIT,
  HOME_OPEN_LIMIT,
  type HomeWidgetId,
} from '@/lib/challenges/home';
import type { CategoryRef } from '@/lib/contracts/browse';
import type { CategoryTile, ChallengeListWidget, HomeV2 } from '@/lib/contracts/home';
import type { Category } from '@/lib/contracts/platform';
import type { Db } from '../db/client';
import { challenges } from '../db/schema';
import { cardQuery, toCard } from './challenge-cards';
import {
  inCategories,
  isClosedAt,
  isOpenAt,
  openFirstOrder,
  publishedIn,
  type ChallengeScope,
} from './challenge-filters';

export interface HomeSelection {
  scope: ChallengeScope;
  category?: CategoryRef & { ids: number[] };
  includeClosed: boolean;
  now: Date;
}

async function listWidget(db: Db, where: SQL, order: SQL[], limit: number): Promise<ChallengeListWidget> {
  const [rows, [{ total }]] = await Promise.all([
    cardQuery(db)
      .where(where)
      .orderBy(...order)
      .limit(limit),
    db.select({ total: count() }).from(challenges).where(where),
  ]);
  return { items: rows.map(toCard), total: Number(total) };
}

const base = (sel: HomeSelection) => and(publishedIn(sel.scope), inCategories(sel.category?.ids))!;

/** Open challenges, newest first; with include-closed, every challenge with the open ones first. */
export function loadOpenWidget(db: Db, sel: HomeSelection, limit = HOME_OPEN_LIMIT) {
  return sel.includeClosed
    ? listWidget(db, base(sel), openFirstOrder(sel.now), limit)
    : listWidget(db, and(base(sel), isOpenAt(sel.now))!, [desc(challenges.durationStart), desc(challenges.id)], limit);
}

/** Open challenges ending within the closing-soon window, the soonest first. */
export function loadClosingSoonWidget(db: Db, sel: HomeSelection, limit = HOME_CLOSING_SOON_LIMIT) {
  const { to } = closingSoonWindow(sel.now);
  return listWidget(
    db,
    and(base(sel), isOpenAt(sel.now), lte(challenges.durationEnd, to))!,
    [asc(challenges.durationEnd), asc(challenges.id)],
    limit,
  );
}

/** Closed challenges, the most recently ended first. */
export function loadCompletedWidget(db: Db, sel: HomeSelection, limit = HOME_COMPLETED_LIMIT) {
  return listWidget(
    db,
    and(base(sel), isClosedAt(sel.now))!,
    [desc(challenges.durationEnd), desc(challenges.id)],
    limit,
  );
}

/**
 * Tiles of the categories picker: the community's top-level categories, or the subcategories when
 * it has a single top-level one (a comedy community is all Humor, so its sections are the useful
 * choice). Each counts the open challenges of the scope in it and its subcategories.
 */
export async function loadCategoryTiles(
  db: Db,
  tree: Category[],
  sel: Pick<HomeSelection, 'scope' | 'now'>,
): Promise<CategoryTile[]> {
  const rows = await db
    .select({ categoryId: challenges.mainCategoryId, open: count() })
    .from(challenges)
    .where(and(publishedIn(sel.scope), isOpenAt(sel.now), isNotNull(challenges.mainCategoryId)))
    .groupBy(challenges.mainCategoryId);
  const openById = new Map(rows.map((row) => [row.categoryId!, Number(row.open)]));
  const total = (node: Category): number =>
    (openById.get(node.id) ?? 0) + node.subcategories.reduce((sum, child) => sum + total(child), 0);
  const nodes = tree.length === 1 && tree[0].subcategories.length ? tree[0].subcategories : tree;
  return nodes.map((node) => ({
    slug: node.slug,
    name: node.name,
    icon: node.icon,
    description: node.description,
    open_count: total(node),
  }));
}

export async function loadHomeV2(
  db: Db,
  platform: HomeV2['platform'],
  tree: Category[],
  sel: HomeSelection,
): Promise<HomeV2> {
  const [open, closingSoon, completed, tiles] = await Promise.all([
    loadOpenWidget(db, sel),
    loadClosingSoonWidget(db, sel),
    loadCompletedWidget(db, sel),
    loadCategoryTiles(db, tree, sel),
  ]);
  return {
    platform,
    filter: {
      category: sel.category ? { slug: sel.category.slug, name: sel.category.name } : null,
      include_closed: sel.includeClosed,
    },
    widgets: { open, closing_soon: closingSoon, completed, categories: { items: tiles } },
  };
}

/** One widget by id (GET /{platform}/challenges-homepage/v2/{id}), to refresh it alone. */
export async function loadHomeWidget(db: Db, id: HomeWidgetId, tree: Category[], sel: HomeSelection) {
  switch (id) {
    case 'open':
      return loadOpenWidget(db, sel);
    case 'closing-soon':
      return loadClosingSoonWidget(db, sel);
    case 'completed':
      return loadCompletedWidget(db, sel);
    case 'categories':
      return { items: await loadCategoryTiles(db, tree, sel) };
  }
}
