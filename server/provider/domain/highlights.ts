// GET /gamedash/{id}/highlights (spec 3 §7 'Game highlights'): one person's highlights, newest
// first, paged; the Game Dash role filters them (overall shows every role).
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { BrainRole, Highlight } from '@/lib/contracts/brain';
import type { Db } from '../db/client';
import { highlights } from '../db/schema';

export interface HighlightsQuery {
  page: number;
  size: number;
  role?: BrainRole;
}

export async function listHighlights(
  db: Db,
  userId: number,
  query: HighlightsQuery,
): Promise<{ data: Highlight[]; meta: { total: number } }> {
  const where: SQL =
    query.role && query.role !== 'overall'
      ? and(eq(highlights.userId, userId), eq(highlights.role, query.role))!
      : eq(highlights.userId, userId);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(highlights)
      .where(where)
      .orderBy(desc(highlights.notifiedAt), desc(highlights.id))
      .limit(query.size)
      .offset(query.page * query.size),
    db.select({ total: count() }).from(highlights).where(where),
  ]);
  return {
    data: rows.map((h) => ({
      statement: h.statement,
      notified_at: Math.floor(h.notifiedAt.getTime() / 1000),
      role: h.role,
      highlight_type: h.highlightType,
    })),
    meta: { total },
  };
}
