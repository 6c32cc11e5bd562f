-- Custom SQL: a window change of an olympiad touches only what changed (issue 17, review finding M5).
-- Until now every change of start_time or end_time deleted the olympiad's board and summed its whole
-- window again under the exclusive advisory lock of its community: for the main community's
-- olympiad that is lock 0, which every award statement shares, so all awards everywhere stalled for
-- the seconds a 100,000-player window takes to sum. Now:
-- - a window that only grows (end_time later, start_time earlier, or both: every extension and a
--   resume) adds the events of [old end, new end) and [new start, old start) to the board and its
--   histogram, as the ledger trigger would have added them; an extension of a running olympiad
--   adds nothing (no event lies after now), so the lock is held for a few index probes;
-- - a window that loses time (a shrink, a move, a close early) is checked first: when no event of
--   its community lies in the time it loses (closing early drops [now, old end), normally empty),
--   the change is again only the additions; otherwise the board is rebuilt as before, which is
--   exact whatever categories or places the events' challenges have moved to since;
-- - the exclusive lock is taken with lock_timeout 1 s (restored right after): when an award
--   transaction holds the shared side longer, the window change fails (SQLSTATE 55P03, retried by
--   the caller) instead of queueing every award of the community behind it;
-- - changing a platform's is_main rebuilds its olympiads' boards (the main community's olympiad
--   counts every community, any other only its own), under lock 0 like a window change.
CREATE FUNCTION neuron_olympiad_board_lock(keys integer[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE k integer; previous text := current_setting('lock_timeout');
BEGIN
  PERFORM set_config('lock_timeout', '1s', true);
  FOR k IN SELECT DISTINCT x FROM unnest(keys) AS x WHERE x IS NOT NULL ORDER BY 1 LOOP
    PERFORM pg_advisory_xact_lock(17046, k);
  END LOOP;
  PERFORM set_config('lock_timeout', previous, true);
END $$;
--> statement-breakpoint
-- The events of [from_time, to_time) of an olympiad's community added to its board and histogram,
-- by the rules of neuron_olympiad_board_build (director neurons off the overall race).
CREATE FUNCTION neuron_olympiad_board_add(target integer, from_time timestamptz, to_time timestamptz)
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
      e.user_id, sum(e.points) AS points, min(lower(u.screen_name)) AS sort_name
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
  -- Same community, new window: only the time gained is added, unless the time lost holds events.
  IF TG_OP = 'UPDATE' AND NEW.platform_id = OLD.platform_id AND NOT EXISTS (
    SELECT 1 FROM (VALUES (OLD.start_time, least(OLD.end_time, NEW.start_time)),
                          (greatest(OLD.start_time, NEW.end_time), OLD.end_time)) AS lost(lo, hi)
    CROSS JOIN LATERAL (
      SELECT 1 FROM point_events e
      WHERE e.created_at >= lost.lo AND e.created_at < lost.hi AND (keys[1] = 0 OR e.platform_id = keys[1])
      LIMIT 1) AS hit
    WHERE lost.lo < lost.hi
  ) THEN
    PERFORM neuron_olympiad_board_add(NEW.id, NEW.start_time, least(NEW.end_time, OLD.start_time));
    PERFORM neuron_olympiad_board_add(NEW.id, greatest(NEW.start_time, OLD.end_time), NEW.end_time);
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
-- A platform that becomes (or stops being) the main community: its olympiads now count every
-- community (or only its own), so their boards are rebuilt. Row triggers run after the whole
-- statement, so a swap of the main community in one UPDATE sees both rows changed.
CREATE FUNCTION neuron_board_platform_main_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE o integer;
BEGIN
  PERFORM neuron_olympiad_board_lock(ARRAY[0, NEW.id]);
  FOR o IN SELECT id FROM olympiads WHERE platform_id = NEW.id ORDER BY id LOOP
    DELETE FROM neuron_board_score WHERE period = 'olympiad' AND period_start = DATE '1970-01-01' AND scope = o;
    DELETE FROM neuron_board WHERE period = 'olympiad' AND period_start = DATE '1970-01-01' AND scope = o;
    PERFORM neuron_olympiad_board_build(o);
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER platforms_neuron_board_main AFTER UPDATE OF is_main ON platforms
  FOR EACH ROW WHEN (OLD.is_main IS DISTINCT FROM NEW.is_main)
  EXECUTE FUNCTION neuron_board_platform_main_changed();
--> statement-breakpoint
ALTER FUNCTION neuron_olympiad_board_add(integer, timestamptz, timestamptz) SET jit = off;
--> statement-breakpoint
ALTER FUNCTION neuron_board_olympiad_changed() SET jit = off;
--> statement-breakpoint
ALTER FUNCTION neuron_board_platform_main_changed() SET jit = off;
