// GET /search/discussions (spec 3 §7): Postgres full-text search over the posts' stored tsvector
// (title weighted above body; GIN index, migration forums_sql), websearch_to_tsquery for what
// people type, ranked by ts_rank, with ts_headline snippets. The snippet is built around private
// markers, then escaped, then the markers become <mark>: user text never reaches the page as HTML.
// Broad queries rank a bounded candidate set (SEARCH_CANDIDATES), so a search costs the same on any forum size.
import { sql } from 'drizzle-orm';
import type { ForumSearchHit } from '@/lib/contracts/forums';
import type { Db } from '../db/client';
import type { ForumScope } from './forum-access';

const START = '\u0002';
const STOP = '\u0003';
export const SEARCH_PAGE_SIZE = 20;
/**
 * Matches ranked per query: a query as broad as one common word can match a tenth of a forum, and
 * ranking every match costs in proportion. The ranked results are the best of the first 1,000
 * matches the GIN index yields; the total says 1,000 when there are more.
 */
export const SEARCH_CANDIDATES = 1000;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function markSnippet(raw: string): string {
  return escapeHtml(raw).replaceAll(START, '<mark>').replaceAll(STOP, '</mark>');
}

export async function searchDiscussions(
  db: Db,
  scope: ForumScope,
  q: string,
  page: number,
): Promise<{ hits: ForumSearchHit[]; total: number }> {
  const query = sql`websearch_to_tsquery('english', ${q})`;
  const scoped = sql`t.platform_id = ${scope.platform.id} and t.deleted_at is null and not t.hidden
    and p.deleted_at is null and p.hidden_reason is null and p.search @@ ${query}`;
  const options = `StartSel=${START}, StopSel=${STOP}, MaxWords=30, MinWords=12, MaxFragments=2`;
  const rows = await db.execute(sql`
    with matched as (
      select p.id, p.topic_id, p.body, p.author_id, p.created_at, p.search, t.title
      from forum_posts p join forum_topics t on t.id = p.topic_id
      where ${scoped}
      limit ${SEARCH_CANDIDATES}
    ), ranked as (
      select m.id, m.topic_id, m.body, m.author_id, m.created_at, m.title, ts_rank(m.search, ${query}) as rank
      from matched m
      order by rank desc, m.id desc
      limit ${SEARCH_PAGE_SIZE} offset ${(page - 1) * SEARCH_PAGE_SIZE}
    )
    select r.id, r.topic_id, r.title, r.rank, r.created_at, u.screen_name,
      ts_headline('english', r.body, ${query}, ${options}) as snippet
    from ranked r join users u on u.id = r.author_id
    order by r.rank desc, r.id desc`);
  const counted = await db.execute(
    sql`select count(*)::int as n from (select 1 from forum_posts p join forum_topics t on t.id = p.topic_id where ${scoped} limit ${SEARCH_CANDIDATES}) c`,
  );
  const [{ n }] = (counted as unknown as { rows: { n: number }[] }).rows;
  const hits = (
    rows as unknown as {
      rows: {
        id: number;
        topic_id: number;
        title: string;
        rank: number;
        created_at: string | Date;
        screen_name: string;
        snippet: string;
      }[];
    }
  ).rows.map((r) => ({
    topic_id: r.topic_id,
    message_id: r.id,
    title: r.title,
    snippet: markSnippet(r.snippet),
    author: r.screen_name,
    rank: Number(r.rank),
    created_at: new Date(r.created_at).toISOString(),
  }));
  return { hits, total: n };
}
