-- Custom SQL: the database keeps neuron_totals and neuron_board in step with the neuron ledger
-- (point_events), so /brain and the leaderboards never sum the ledger (issue 6 §7).
--
-- Statement-level triggers read the inserted rows as a transition table, aggregate them once and
-- upsert the totals in key order. Two concurrent statements therefore lock rows in the same global
-- order (neuron_totals by key, then neuron_board by key) and cannot deadlock each other; awards to
-- one player serialise on that player's rows only (insert ... on conflict do update is row-level).

-- The leaderboard rows one event adds to: every window (all time, its UTC week from Monday, its
-- UTC month), every scope (its community, and 0 = every community), and its role and 'overall'.
CREATE FUNCTION neuron_board_keys(at timestamptz, platform integer, event_role text)
RETURNS TABLE (period text, period_start date, scope integer, role text)
LANGUAGE sql IMMUTABLE AS $$
  SELECT p.period, p.period_start, s.scope, r.role
  FROM (VALUES ('all', DATE '1970-01-01'),
               ('week', date_trunc('week', at AT TIME ZONE 'UTC')::date),
               ('month', date_trunc('month', at AT TIME ZONE 'UTC')::date)) AS p(period, period_start),
       (VALUES (0), (platform)) AS s(scope),
       (VALUES ('overall'), (event_role)) AS r(role)
  WHERE s.scope IS NOT NULL
$$;
--> statement-breakpoint
CREATE FUNCTION neuron_rollup_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO neuron_totals AS t (user_id, platform_id, role, points, events)
  SELECT e.user_id, coalesce(e.platform_id, 0), e.role, sum(e.points), count(*)
  FROM new_events e GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (user_id, platform_id, role) DO UPDATE
    SET points = t.points + excluded.points, events = t.events + excluded.events;

  INSERT INTO neuron_board AS b (period, period_start, scope, role, user_id, points, sort_name)
  SELECT k.period, k.period_start, k.scope, k.role, e.user_id, sum(e.points), min(lower(u.screen_name))
  FROM new_events e
  JOIN users u ON u.id = e.user_id AND u.deleted_at IS NULL
  CROSS JOIN LATERAL neuron_board_keys(e.created_at, e.platform_id, e.role) k
  GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (period, period_start, scope, role, user_id) DO UPDATE SET points = b.points + excluded.points;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The ledger is append-only; a delete (tests, data repair) is subtracted the same way.
CREATE FUNCTION neuron_rollup_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE neuron_totals t SET points = t.points - d.points, events = t.events - d.events
  FROM (SELECT user_id, coalesce(platform_id, 0) AS platform_id, role, sum(points) AS points, count(*) AS events
        FROM old_events GROUP BY 1, 2, 3) d
  WHERE t.user_id = d.user_id AND t.platform_id = d.platform_id AND t.role = d.role;

  UPDATE neuron_board b SET points = b.points - d.points
  FROM (SELECT k.period, k.period_start, k.scope, k.role, e.user_id, sum(e.points) AS points
        FROM old_events e CROSS JOIN LATERAL neuron_board_keys(e.created_at, e.platform_id, e.role) k
        GROUP BY 1, 2, 3, 4, 5) d
  WHERE b.period = d.period AND b.period_start = d.period_start AND b.scope = d.scope AND b.role = d.role AND b.user_id = d.user_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Changing a recorded event would need both sides of the bookkeeping; record a correction instead.
CREATE FUNCTION neuron_ledger_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'point_events is append-only: record a correcting event instead';
END $$;
--> statement-breakpoint
CREATE FUNCTION neuron_rollup_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE neuron_totals, neuron_board;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Rebuilds the leaderboard rows of one player (only_user) or of everyone (null) from the ledger.
CREATE FUNCTION neuron_board_rebuild(only_user integer) RETURNS void LANGUAGE sql AS $$
  DELETE FROM neuron_board WHERE only_user IS NULL OR user_id = only_user;
  INSERT INTO neuron_board (period, period_start, scope, role, user_id, points, sort_name)
  SELECT k.period, k.period_start, k.scope, k.role, e.user_id, sum(e.points), min(lower(u.screen_name))
  FROM point_events e
  JOIN users u ON u.id = e.user_id AND u.deleted_at IS NULL
  CROSS JOIN LATERAL neuron_board_keys(e.created_at, e.platform_id, e.role) k
  WHERE only_user IS NULL OR e.user_id = only_user
  GROUP BY 1, 2, 3, 4, 5;
$$;
--> statement-breakpoint
-- Deleted players leave the boards (and come back if restored); a new screen name re-sorts ties.
CREATE FUNCTION neuron_board_user_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.deleted_at IS NOT NULL AND OLD.deleted_at IS NULL THEN
    DELETE FROM neuron_board WHERE user_id = NEW.id;
  ELSIF NEW.deleted_at IS NULL AND OLD.deleted_at IS NOT NULL THEN
    PERFORM neuron_board_rebuild(NEW.id);
  ELSIF NEW.deleted_at IS NULL AND lower(NEW.screen_name) IS DISTINCT FROM lower(OLD.screen_name) THEN
    UPDATE neuron_board SET sort_name = lower(NEW.screen_name) WHERE user_id = NEW.id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER point_events_rollup_insert AFTER INSERT ON point_events
  REFERENCING NEW TABLE AS new_events FOR EACH STATEMENT EXECUTE FUNCTION neuron_rollup_insert();
--> statement-breakpoint
CREATE TRIGGER point_events_rollup_delete AFTER DELETE ON point_events
  REFERENCING OLD TABLE AS old_events FOR EACH STATEMENT EXECUTE FUNCTION neuron_rollup_delete();
--> statement-breakpoint
CREATE TRIGGER point_events_immutable BEFORE UPDATE ON point_events
  FOR EACH ROW EXECUTE FUNCTION neuron_ledger_immutable();
--> statement-breakpoint
CREATE TRIGGER point_events_rollup_truncate AFTER TRUNCATE ON point_events
  FOR EACH STATEMENT EXECUTE FUNCTION neuron_rollup_truncate();
--> statement-breakpoint
CREATE TRIGGER users_neuron_board AFTER UPDATE OF screen_name, deleted_at ON users
  FOR EACH ROW EXECUTE FUNCTION neuron_board_user_changed();
--> statement-breakpoint
-- Backfill from the ledger as it stands.
INSERT INTO neuron_totals (user_id, platform_id, role, points, events)
SELECT user_id, coalesce(platform_id, 0), role, sum(points), count(*) FROM point_events GROUP BY 1, 2, 3;
--> statement-breakpoint
SELECT neuron_board_rebuild(NULL);
