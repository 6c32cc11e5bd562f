-- Custom SQL: a window change that loses events no longer rebuilds the olympiad's board (issue 17,
-- scale). Since 0052 a shrink or move whose lost time held events deleted the board and summed the
-- whole new window again while holding its community's exclusive board lock (12.8 s for the main
-- community's 30-day window at 1,000,000 events, lock 0, so every award everywhere waited). Now the
-- events of the time lost are subtracted, as the ledger's delete trigger would subtract them, and
-- the time gained is added as before: the lock is held for the events of the time that changed
-- (a start moved a day later: one day's events), not the window's.
--
-- Why this equals a full rebuild: the board is always the ledger's sum under the current state of
-- what it depends on. The ledger trigger adds each event under the facets of its challenge then; a
-- challenge moved to another category or place rebuilds its players' rows (all their boards,
-- olympiads included), a category moved rebuilds every board, a deleted player has no rows and a
-- restored one is rebuilt, and is_main rebuilds the community's olympiads (0052). So subtracting
-- the lost events with today's facets removes exactly what they contribute. Only a move to another
-- community still rebuilds (the events counted change altogether).

-- The events of [from_time, to_time) of an olympiad's community, added (sign 1) to or subtracted
-- (sign -1) from its board and histogram, by the rules of neuron_olympiad_board_build.
CREATE FUNCTION neuron_olympiad_board_apply(target integer, from_time timestamptz, to_time timestamptz, sign integer)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF from_time >= to_time THEN RETURN; END IF;
  WITH o AS (
    SELECT CASE WHEN m.is_main THEN NULL ELSE o.platform_id END AS platform_id
    FROM olympiads o LEFT JOIN platforms m ON m.id = o.platform_id WHERE o.id = target
  ), ev AS (
    SELECT e.* FROM point_events e, o
    WHERE e.created_at >= from_time AND e.created_at < to_time
      AND (o.platform_id IS NULL OR e.platform_id = o.platform_id)
  ), ctx AS (
    SELECT DISTINCT coalesce(context_type, '') AS ctype, coalesce(context_id, 0) AS cid FROM ev
  ), cf AS (
    SELECT ctx.ctype, ctx.cid, f.facet FROM ctx CROSS JOIN LATERAL neuron_event_facets(ctx.ctype, ctx.cid) AS f(facet)
  ), d AS (
    SELECT 'olympiad'::text AS period, DATE '1970-01-01' AS period_start, target AS scope, r.role, cf.facet,
      e.user_id, sign * sum(e.points) AS points, min(lower(u.screen_name)) AS sort_name
    FROM ev e
    JOIN users u ON u.id = e.user_id AND u.deleted_at IS NULL
    JOIN cf ON cf.ctype = coalesce(e.context_type, '') AND cf.cid = coalesce(e.context_id, 0)
    CROSS JOIN LATERAL (VALUES ('overall'), (e.role)) AS r(role)
    WHERE r.role <> 'overall' OR e.role <> 'director'
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
END $$;
--> statement-breakpoint
ALTER FUNCTION neuron_olympiad_board_apply(integer, timestamptz, timestamptz, integer) SET jit = off;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION neuron_board_olympiad_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE keys integer[]; new_platform integer; old_platform integer;
BEGIN
  IF TG_OP <> 'DELETE' THEN new_platform := NEW.platform_id; END IF;
  IF TG_OP <> 'INSERT' THEN old_platform := OLD.platform_id; END IF;
  -- The lock key of each community involved: 0 for the main community's (every community).
  SELECT array_agg(DISTINCT CASE WHEN m.is_main THEN 0 ELSE x.platform_id END) INTO keys
  FROM unnest(ARRAY[new_platform, old_platform]) AS x(platform_id)
  LEFT JOIN platforms m ON m.id = x.platform_id
  WHERE x.platform_id IS NOT NULL;
  PERFORM neuron_olympiad_board_lock(keys);
  -- Same community, new window: the time lost is subtracted, the time gained added.
  IF TG_OP = 'UPDATE' AND NEW.platform_id = OLD.platform_id THEN
    PERFORM neuron_olympiad_board_apply(NEW.id, OLD.start_time, least(OLD.end_time, NEW.start_time), -1);
    PERFORM neuron_olympiad_board_apply(NEW.id, greatest(OLD.start_time, NEW.end_time), OLD.end_time, -1);
    PERFORM neuron_olympiad_board_apply(NEW.id, NEW.start_time, least(NEW.end_time, OLD.start_time), 1);
    PERFORM neuron_olympiad_board_apply(NEW.id, greatest(NEW.start_time, OLD.end_time), NEW.end_time, 1);
    RETURN NULL;
  END IF;
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
DROP FUNCTION neuron_olympiad_board_add(integer, timestamptz, timestamptz);
--> statement-breakpoint
ALTER FUNCTION neuron_board_olympiad_changed() SET jit = off;
