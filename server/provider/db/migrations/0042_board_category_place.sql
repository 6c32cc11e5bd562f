-- Custom SQL: a board facet for each category x place pair (issue 17 §7). The board of a category
-- and a place together summed the ledger of every challenge in both on each read (p95 ~276 ms at
-- 100,000 players, tests/bench/RESULTS.md); ranking ~24,000 players per read was the cost, which
-- no index removes. An event on a located challenge in a category now also lands on
-- 'c:CATEGORY|p:PLACE' for each category up the tree and each place key of the location (at most
-- a few more rows per located event, none for the others), and the board reads it through the
-- histogram like every other facet.
CREATE OR REPLACE FUNCTION neuron_event_facets(ctype text, cid integer) RETURNS SETOF text LANGUAGE sql STABLE AS $$
  WITH RECURSIVE ch AS (
    SELECT c.main_category_id, c.location FROM challenges c
    WHERE c.id = CASE ctype WHEN 'challenge' THEN cid WHEN 'idea' THEN (SELECT i.challenge_id FROM ideas i WHERE i.id = cid) END
  ), up(id, depth) AS (
    SELECT main_category_id, 0 FROM ch WHERE main_category_id IS NOT NULL
    UNION ALL
    SELECT c.parent_id, up.depth + 1 FROM categories c JOIN up ON c.id = up.id WHERE c.parent_id IS NOT NULL AND up.depth < 8
  ), places AS (
    SELECT k.key FROM ch CROSS JOIN LATERAL neuron_place_keys(ch.location) AS k(key)
  )
  SELECT ''
  UNION ALL SELECT 'c:' || up.id FROM up
  UNION ALL SELECT 'p:' || places.key FROM places
  UNION ALL SELECT 'c:' || up.id || '|p:' || places.key FROM up CROSS JOIN places
$$;
--> statement-breakpoint
-- The new facets of the events already in the ledger (the other facets are unchanged).
WITH ctx AS (
  SELECT DISTINCT context_type AS ctype, context_id AS cid FROM point_events
  WHERE context_type IN ('challenge', 'idea') AND context_id IS NOT NULL
), cf AS (
  SELECT ctx.ctype, ctx.cid, f.facet FROM ctx CROSS JOIN LATERAL neuron_event_facets(ctx.ctype, ctx.cid) AS f(facet)
  WHERE f.facet LIKE 'c:%|p:%'
)
INSERT INTO neuron_board (period, period_start, scope, role, facet, user_id, points, sort_name)
SELECT k.period, k.period_start, k.scope, k.role, cf.facet, e.user_id, sum(e.points), min(lower(u.screen_name))
FROM point_events e
JOIN users u ON u.id = e.user_id AND u.deleted_at IS NULL
JOIN cf ON cf.ctype = e.context_type AND cf.cid = e.context_id
CROSS JOIN LATERAL neuron_board_keys(e.created_at, e.platform_id, e.role) k
GROUP BY 1, 2, 3, 4, 5, 6;
--> statement-breakpoint
INSERT INTO neuron_board_score (period, period_start, scope, role, facet, points, players)
SELECT period, period_start, scope, role, facet, points, count(*)::int FROM neuron_board
WHERE points > 0 AND facet LIKE 'c:%|p:%'
GROUP BY 1, 2, 3, 4, 5, 6;
