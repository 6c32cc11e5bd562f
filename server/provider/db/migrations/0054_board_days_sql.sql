-- Custom SQL: daily boards for a custom date range (issue 17, scale). A range that is not a calendar
-- period or an olympiad was summed from the ledger on every read (p95 1.1-1.8 s for 30 days at
-- 100,000 players and 1,000,000 events). Now:
-- - neuron_board_keys also gives each event its UTC day's board (period 'day', period_start = that
--   day), with the same scopes, roles and facets as the week and month boards, so the ledger
--   trigger, a player's rebuild, a moved challenge or category and a deleted player keep the days
--   exactly as they keep every other board. A range read sums the whole days (and whole months)
--   inside it and the ledger only for its partial first and last days (leaderboard-range.ts).
-- - the ranking of a range is kept a short while in range_boards/range_board_rows (unlogged: a
--   cache). An event that lands in a kept range (insert or delete, any community the range counts)
--   marks it stale here, in the award's statement, and the next read of the range starts a new
--   ranking (served once built). The cost per award statement: four more board rows and histogram
--   rows per facet, and one probe of range_boards (a few rows: the ranges read lately).

ALTER TABLE range_boards SET UNLOGGED;
--> statement-breakpoint
ALTER TABLE range_board_rows SET UNLOGGED;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION neuron_board_keys(at timestamptz, platform integer, event_role text)
RETURNS TABLE (period text, period_start date, scope integer, role text)
LANGUAGE sql STABLE AS $$
  SELECT p.period, p.period_start, s.scope, r.role
  FROM (VALUES ('all', DATE '1970-01-01'),
               ('week', date_trunc('week', at AT TIME ZONE 'UTC')::date),
               ('month', date_trunc('month', at AT TIME ZONE 'UTC')::date),
               ('day', (at AT TIME ZONE 'UTC')::date)) AS p(period, period_start),
       (VALUES (0), (platform)) AS s(scope),
       (VALUES ('overall'), (event_role)) AS r(role)
  WHERE s.scope IS NOT NULL
  UNION ALL
  SELECT 'olympiad', DATE '1970-01-01', o.id, r.role
  FROM olympiads o
  CROSS JOIN (VALUES ('overall'), (event_role)) AS r(role)
  WHERE o.start_time <= at AND o.end_time > at
    AND (o.platform_id = platform OR o.platform_id IN (SELECT m.id FROM platforms m WHERE m.is_main))
    AND (r.role <> 'overall' OR event_role <> 'director')
$$;
--> statement-breakpoint
-- The day boards and their histogram from the whole ledger (this migration's backfill, and a bench
-- that filled the ledger with its triggers off). Any day rows already there are replaced.
CREATE FUNCTION neuron_board_days_build() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM neuron_board_score WHERE period = 'day';
  DELETE FROM neuron_board WHERE period = 'day';
  WITH ctx AS (
    SELECT DISTINCT coalesce(context_type, '') AS ctype, coalesce(context_id, 0) AS cid FROM point_events
  ), cf AS (
    SELECT ctx.ctype, ctx.cid, f.facet FROM ctx CROSS JOIN LATERAL neuron_event_facets(ctx.ctype, ctx.cid) AS f(facet)
  )
  INSERT INTO neuron_board (period, period_start, scope, role, facet, user_id, points, sort_name)
  SELECT 'day', (e.created_at AT TIME ZONE 'UTC')::date, s.scope, r.role, cf.facet, e.user_id, sum(e.points),
    min(lower(u.screen_name))
  FROM point_events e
  JOIN users u ON u.id = e.user_id AND u.deleted_at IS NULL
  JOIN cf ON cf.ctype = coalesce(e.context_type, '') AND cf.cid = coalesce(e.context_id, 0)
  CROSS JOIN LATERAL (VALUES (0), (e.platform_id)) AS s(scope)
  CROSS JOIN LATERAL (VALUES ('overall'), (e.role)) AS r(role)
  WHERE s.scope IS NOT NULL
  GROUP BY 1, 2, 3, 4, 5, 6;
  INSERT INTO neuron_board_score (period, period_start, scope, role, facet, points, players)
  SELECT period, period_start, scope, role, facet, points, count(*)::int FROM neuron_board
  WHERE period = 'day' AND points > 0
  GROUP BY 1, 2, 3, 4, 5, 6;
END $$;
--> statement-breakpoint
ALTER FUNCTION neuron_board_days_build() SET jit = off;
--> statement-breakpoint
-- Awards wait while the days are built: the migration's transaction holds this lock to its commit,
-- so an award from a process still on the old keys (a rolling deploy) can neither slip past the
-- backfill's snapshot nor write an event without its day row. At 1,000,000 events that is a few
-- minutes (README, Tournaments): run it when a pause in awards is acceptable.
LOCK TABLE point_events IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
SELECT neuron_board_days_build();
--> statement-breakpoint
-- A kept range board that holds an inserted or deleted event is stale from this statement on. A
-- board of every community (scope 0) counts each community's events; an open range (end_time null)
-- runs to now. The shared board lock is taken first (the board trigger takes it too; it is held to
-- the commit): a range build registers its key, then waits for a moment when no award holds that
-- lock, so an award either committed before the build's sum or finds the key here.
CREATE FUNCTION range_boards_touched() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM neuron_board_share_lock(ARRAY(SELECT DISTINCT platform_id FROM changed_events));
  -- A ranking another award is marking right now is skipped rather than waited for: awards never
  -- queue on each other here (nor deadlock on two rankings taken in opposite orders). Should that
  -- other award roll back, RANGE_BOARD_SECONDS still bounds how long the ranking is served.
  UPDATE range_boards SET stale = true
  WHERE id IN (
    SELECT r.id FROM range_boards r
    WHERE NOT r.stale AND EXISTS (
      SELECT 1 FROM changed_events e
      WHERE e.created_at >= r.start_time AND (r.end_time IS NULL OR e.created_at < r.end_time)
        AND (r.scope = 0 OR r.scope = e.platform_id))
    FOR UPDATE SKIP LOCKED);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER point_events_range_boards_insert AFTER INSERT ON point_events
  REFERENCING NEW TABLE AS changed_events FOR EACH STATEMENT EXECUTE FUNCTION range_boards_touched();
--> statement-breakpoint
CREATE TRIGGER point_events_range_boards_delete AFTER DELETE ON point_events
  REFERENCING OLD TABLE AS changed_events FOR EACH STATEMENT EXECUTE FUNCTION range_boards_touched();
--> statement-breakpoint
CREATE FUNCTION range_boards_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE range_boards SET stale = true WHERE NOT stale;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER point_events_range_boards_truncate AFTER TRUNCATE ON point_events
  FOR EACH STATEMENT EXECUTE FUNCTION range_boards_truncated();
