-- Custom SQL: a board of its own for every olympiad (issue 17). The live board of a window that is
-- not a calendar week or month (an extended olympiad, a changed window, an early close) summed the
-- ledger on each read (p95 0.6-1.8 s at 100,000 players), and the live overall board counted
-- director neurons, which the closing ranking leaves out (spec 3 §1). Now:
-- - neuron_board_keys also gives each event the key of every olympiad whose window holds it
--   (start inclusive, end exclusive, as the closing ranks): period 'olympiad', period_start
--   1970-01-01, scope = the olympiad's id (the olympiad fixes its community: its own, or every
--   community for the main community's), role = the event's role and 'overall', except that a
--   director event does not count toward 'overall' (olympiad-closing.ts EXCLUDED_BOARD_ROLES).
--   The facets (category, place) come with it, as for every board. Every state counts, so a
--   reversal inside a closed olympiad's window and a player's rebuild keep its role boards exact.
-- - inserting, re-timing (extend, resume, close early) or deleting an olympiad rebuilds that one
--   olympiad's board from the ledger, in the same transaction as the change (row trigger below).
--
-- Concurrency: an award statement in flight when a window changes could be counted by neither
-- side (the rebuild cannot see its uncommitted events; its trigger computed keys from the old
-- window). So each ledger statement takes a shared transaction advisory lock per community it
-- touches and one for 'every community' (key 0); a rebuild takes the exclusive lock of its
-- olympiad's community (0 for the main community's), waits for the awards in flight, and holds
-- awards of that community back until it commits. Shared locks never wait for each other, and a
-- rebuild is rare (an admin's window change, a new cycle).

CREATE OR REPLACE FUNCTION neuron_board_keys(at timestamptz, platform integer, event_role text)
RETURNS TABLE (period text, period_start date, scope integer, role text)
LANGUAGE sql STABLE AS $$
  SELECT p.period, p.period_start, s.scope, r.role
  FROM (VALUES ('all', DATE '1970-01-01'),
               ('week', date_trunc('week', at AT TIME ZONE 'UTC')::date),
               ('month', date_trunc('month', at AT TIME ZONE 'UTC')::date)) AS p(period, period_start),
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
-- The shared side of the lock described above, for the communities of a ledger statement's events.
CREATE FUNCTION neuron_board_share_lock(communities integer[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE k integer;
BEGIN
  FOR k IN SELECT DISTINCT x FROM unnest(communities || 0) AS x WHERE x IS NOT NULL ORDER BY 1 LOOP
    PERFORM pg_advisory_xact_lock_shared(17046, k);
  END LOOP;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION neuron_rollup_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM neuron_board_share_lock(ARRAY(SELECT DISTINCT platform_id FROM new_events));

  INSERT INTO neuron_totals AS t (user_id, platform_id, role, points, events)
  SELECT e.user_id, coalesce(e.platform_id, 0), e.role, sum(e.points), count(*)
  FROM new_events e GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (user_id, platform_id, role) DO UPDATE
    SET points = t.points + excluded.points, events = t.events + excluded.events;

  WITH ctx AS (
    SELECT DISTINCT coalesce(context_type, '') AS ctype, coalesce(context_id, 0) AS cid FROM new_events
  ), cf AS (
    SELECT ctx.ctype, ctx.cid, f.facet FROM ctx CROSS JOIN LATERAL neuron_event_facets(ctx.ctype, ctx.cid) AS f(facet)
  ), d AS (
    SELECT k.period, k.period_start, k.scope, k.role, cf.facet, e.user_id, sum(e.points) AS points, min(lower(u.screen_name)) AS sort_name
    FROM new_events e
    JOIN users u ON u.id = e.user_id AND u.deleted_at IS NULL
    JOIN cf ON cf.ctype = coalesce(e.context_type, '') AND cf.cid = coalesce(e.context_id, 0)
    CROSS JOIN LATERAL neuron_board_keys(e.created_at, e.platform_id, e.role) k
    GROUP BY 1, 2, 3, 4, 5, 6
  ), up AS (
    INSERT INTO neuron_board AS b (period, period_start, scope, role, facet, user_id, points, sort_name)
    SELECT * FROM d ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT (period, period_start, scope, role, facet, user_id) DO UPDATE SET points = b.points + excluded.points
    RETURNING b.period, b.period_start, b.scope, b.role, b.facet, b.user_id, b.points
  )
  INSERT INTO neuron_board_score AS s (period, period_start, scope, role, facet, points, players)
  SELECT c.period, c.period_start, c.scope, c.role, c.facet, c.points, sum(c.n)::int
  FROM (SELECT up.period, up.period_start, up.scope, up.role, up.facet, up.points - d.points AS points, -1 AS n
        FROM up JOIN d USING (period, period_start, scope, role, facet, user_id)
        UNION ALL
        SELECT up.period, up.period_start, up.scope, up.role, up.facet, up.points, 1 FROM up) c
  WHERE c.points > 0
  GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(c.n) <> 0 ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT (period, period_start, scope, role, facet, points) DO UPDATE SET players = s.players + excluded.players;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION neuron_rollup_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM neuron_board_share_lock(ARRAY(SELECT DISTINCT platform_id FROM old_events));

  UPDATE neuron_totals t SET points = t.points - d.points, events = t.events - d.events
  FROM (SELECT user_id, coalesce(platform_id, 0) AS platform_id, role, sum(points) AS points, count(*) AS events
        FROM old_events GROUP BY 1, 2, 3) d
  WHERE t.user_id = d.user_id AND t.platform_id = d.platform_id AND t.role = d.role;

  WITH ctx AS (
    SELECT DISTINCT coalesce(context_type, '') AS ctype, coalesce(context_id, 0) AS cid FROM old_events
  ), cf AS (
    SELECT ctx.ctype, ctx.cid, f.facet FROM ctx CROSS JOIN LATERAL neuron_event_facets(ctx.ctype, ctx.cid) AS f(facet)
  ), d AS (
    SELECT k.period, k.period_start, k.scope, k.role, cf.facet, e.user_id, sum(e.points) AS points
    FROM old_events e
    JOIN cf ON cf.ctype = coalesce(e.context_type, '') AND cf.cid = coalesce(e.context_id, 0)
    CROSS JOIN LATERAL neuron_board_keys(e.created_at, e.platform_id, e.role) k
    GROUP BY 1, 2, 3, 4, 5, 6
  ), up AS (
    UPDATE neuron_board b SET points = b.points - d.points FROM d
    WHERE b.period = d.period AND b.period_start = d.period_start AND b.scope = d.scope AND b.role = d.role
      AND b.facet = d.facet AND b.user_id = d.user_id
    RETURNING b.period, b.period_start, b.scope, b.role, b.facet, b.points, d.points AS removed
  )
  INSERT INTO neuron_board_score AS s (period, period_start, scope, role, facet, points, players)
  SELECT c.period, c.period_start, c.scope, c.role, c.facet, c.points, sum(c.n)::int
  FROM (SELECT period, period_start, scope, role, facet, points + removed AS points, -1 AS n FROM up
        UNION ALL
        SELECT period, period_start, scope, role, facet, points, 1 FROM up) c
  WHERE c.points > 0
  GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(c.n) <> 0 ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT (period, period_start, scope, role, facet, points) DO UPDATE SET players = s.players + excluded.players;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- One olympiad's board rows and histogram from the ledger of its window: its community's events,
-- every community's for the main community's olympiad. The caller has removed the old rows.
CREATE FUNCTION neuron_olympiad_board_build(oid integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  WITH o AS (
    SELECT o.start_time, o.end_time, CASE WHEN m.is_main THEN NULL ELSE o.platform_id END AS platform_id
    FROM olympiads o LEFT JOIN platforms m ON m.id = o.platform_id WHERE o.id = oid
  ), ev AS (
    SELECT e.* FROM point_events e, o
    WHERE e.created_at >= o.start_time AND e.created_at < o.end_time
      AND (o.platform_id IS NULL OR e.platform_id = o.platform_id)
  ), ctx AS (
    SELECT DISTINCT coalesce(context_type, '') AS ctype, coalesce(context_id, 0) AS cid FROM ev
  ), cf AS (
    SELECT ctx.ctype, ctx.cid, f.facet FROM ctx CROSS JOIN LATERAL neuron_event_facets(ctx.ctype, ctx.cid) AS f(facet)
  )
  INSERT INTO neuron_board (period, period_start, scope, role, facet, user_id, points, sort_name)
  SELECT 'olympiad', DATE '1970-01-01', oid, r.role, cf.facet, e.user_id, sum(e.points), min(lower(u.screen_name))
  FROM ev e
  JOIN users u ON u.id = e.user_id AND u.deleted_at IS NULL
  JOIN cf ON cf.ctype = coalesce(e.context_type, '') AND cf.cid = coalesce(e.context_id, 0)
  CROSS JOIN LATERAL (VALUES ('overall'), (e.role)) AS r(role)
  WHERE r.role <> 'overall' OR e.role <> 'director'
  GROUP BY 1, 2, 3, 4, 5, 6;
  INSERT INTO neuron_board_score (period, period_start, scope, role, facet, points, players)
  SELECT period, period_start, scope, role, facet, points, count(*)::int FROM neuron_board
  WHERE period = 'olympiad' AND period_start = DATE '1970-01-01' AND scope = oid AND points > 0
  GROUP BY 1, 2, 3, 4, 5, 6;
END $$;
--> statement-breakpoint
-- An olympiad added, re-timed, moved or deleted: its board is rebuilt under the exclusive lock of
-- its community (old and new), taken in key order.
CREATE FUNCTION neuron_board_olympiad_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE k integer; new_platform integer; old_platform integer;
BEGIN
  IF TG_OP <> 'DELETE' THEN new_platform := NEW.platform_id; END IF;
  IF TG_OP <> 'INSERT' THEN old_platform := OLD.platform_id; END IF;
  FOR k IN
    SELECT DISTINCT CASE WHEN m.is_main THEN 0 ELSE x.platform_id END
    FROM unnest(ARRAY[new_platform, old_platform]) AS x(platform_id)
    LEFT JOIN platforms m ON m.id = x.platform_id
    WHERE x.platform_id IS NOT NULL
    ORDER BY 1
  LOOP
    PERFORM pg_advisory_xact_lock(17046, k);
  END LOOP;
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM neuron_board_score WHERE period = 'olympiad' AND period_start = DATE '1970-01-01' AND scope = OLD.id;
    DELETE FROM neuron_board WHERE period = 'olympiad' AND period_start = DATE '1970-01-01' AND scope = OLD.id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM neuron_olympiad_board_build(NEW.id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER olympiads_neuron_board_insert AFTER INSERT ON olympiads
  FOR EACH ROW EXECUTE FUNCTION neuron_board_olympiad_changed();
--> statement-breakpoint
CREATE TRIGGER olympiads_neuron_board_update AFTER UPDATE OF start_time, end_time, platform_id ON olympiads
  FOR EACH ROW WHEN (OLD.start_time IS DISTINCT FROM NEW.start_time OR OLD.end_time IS DISTINCT FROM NEW.end_time
                     OR OLD.platform_id IS DISTINCT FROM NEW.platform_id)
  EXECUTE FUNCTION neuron_board_olympiad_changed();
--> statement-breakpoint
CREATE TRIGGER olympiads_neuron_board_delete AFTER DELETE ON olympiads
  FOR EACH ROW EXECUTE FUNCTION neuron_board_olympiad_changed();
--> statement-breakpoint
-- Backfill: the board of every olympiad already recorded.
SELECT neuron_olympiad_board_build(id) FROM olympiads ORDER BY id;
