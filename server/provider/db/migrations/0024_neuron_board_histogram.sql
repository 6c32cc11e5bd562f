-- Custom SQL: category and place boards, and the score histogram that makes every board page an
-- index lookup (issue 6 §7; the all-time board of every community measured 0.3-3.6 s p95 at
-- 100,000 players because its total, dense rank, deep offsets and user= position counted rows).
--
-- neuron_board rows now carry a facet: '' (the whole board), 'c:ID' for each category of the
-- event's challenge and every ancestor (a parent's board includes its subcategories), 'p:' + each
-- lower-cased suffix of the challenge's location ('Austin, Texas, United States' is in 'texas,
-- united states' and 'united states'; lib/game/board-place.ts is the same rule in TypeScript).
--
-- neuron_board_score counts players per positive score on each board. The ledger trigger keeps it
-- in the same statement as the board rows: an upserted row's old score is its new score minus the
-- delta, so one player moving from 100 to 110 is -1 at 100 and +1 at 110. Lock order stays global
-- per statement: neuron_totals by key, neuron_board by key, then neuron_board_score by key, each
-- upsert sorted, so two concurrent award statements wait for each other but cannot deadlock, and
-- insert ... on conflict do update never loses an increment. The histogram rows are shared by all
-- players of a score, so awards landing on the same score of the same board serialise on it until
-- commit; award transactions are a few milliseconds, and the rating benchmark measures that path.

-- The places a location lies in: each comma-separated suffix, trimmed and lower-cased.
CREATE FUNCTION neuron_place_keys(location text) RETURNS SETOF text LANGUAGE sql IMMUTABLE AS $$
  SELECT lower(array_to_string(p.a[i:], ', '))
  FROM (SELECT array_agg(btrim(x.part) ORDER BY x.n) AS a
        FROM unnest(string_to_array(location, ',')) WITH ORDINALITY AS x(part, n)
        WHERE btrim(x.part) <> '') p,
       generate_subscripts(p.a, 1) AS i
$$;
--> statement-breakpoint
-- The facets of one event: always '', plus its challenge's categories (up the tree) and places.
-- An event's challenge is its own context, or the challenge of the idea it is about.
CREATE FUNCTION neuron_event_facets(ctype text, cid integer) RETURNS SETOF text LANGUAGE sql STABLE AS $$
  WITH RECURSIVE ch AS (
    SELECT c.main_category_id, c.location FROM challenges c
    WHERE c.id = CASE ctype WHEN 'challenge' THEN cid WHEN 'idea' THEN (SELECT i.challenge_id FROM ideas i WHERE i.id = cid) END
  ), up(id, depth) AS (
    SELECT main_category_id, 0 FROM ch WHERE main_category_id IS NOT NULL
    UNION ALL
    SELECT c.parent_id, up.depth + 1 FROM categories c JOIN up ON c.id = up.id WHERE c.parent_id IS NOT NULL AND up.depth < 8
  )
  SELECT ''
  UNION ALL SELECT 'c:' || up.id FROM up
  UNION ALL SELECT 'p:' || k.key FROM ch CROSS JOIN LATERAL neuron_place_keys(ch.location) AS k(key)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION neuron_rollup_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
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
CREATE OR REPLACE FUNCTION neuron_rollup_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE neuron_totals, neuron_board, neuron_board_score;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Takes one player off every board: their rows locked in key order first (the order the ledger
-- trigger locks them), then the histogram counts they held, then the rows.
CREATE FUNCTION neuron_board_forget(player integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM neuron_board WHERE user_id = player ORDER BY period, period_start, scope, role, facet FOR UPDATE;
  INSERT INTO neuron_board_score AS s (period, period_start, scope, role, facet, points, players)
  SELECT period, period_start, scope, role, facet, points, -count(*)::int FROM neuron_board
  WHERE user_id = player AND points > 0 GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT (period, period_start, scope, role, facet, points) DO UPDATE SET players = s.players + excluded.players;
  DELETE FROM neuron_board WHERE user_id = player;
END $$;
--> statement-breakpoint
-- Rebuilds the board rows and histogram counts of one player (only_user) or of everyone (null).
-- The facets are looked up once per distinct context, not once per event.
CREATE OR REPLACE FUNCTION neuron_board_rebuild(only_user integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF only_user IS NULL THEN
    DELETE FROM neuron_board_score;
    DELETE FROM neuron_board;
  ELSE
    PERFORM neuron_board_forget(only_user);
  END IF;
  WITH ev AS (
    SELECT * FROM point_events e WHERE only_user IS NULL OR e.user_id = only_user
  ), ctx AS (
    SELECT DISTINCT coalesce(context_type, '') AS ctype, coalesce(context_id, 0) AS cid FROM ev
  ), cf AS (
    SELECT ctx.ctype, ctx.cid, f.facet FROM ctx CROSS JOIN LATERAL neuron_event_facets(ctx.ctype, ctx.cid) AS f(facet)
  )
  INSERT INTO neuron_board (period, period_start, scope, role, facet, user_id, points, sort_name)
  SELECT k.period, k.period_start, k.scope, k.role, cf.facet, e.user_id, sum(e.points), min(lower(u.screen_name))
  FROM ev e
  JOIN users u ON u.id = e.user_id AND u.deleted_at IS NULL
  JOIN cf ON cf.ctype = coalesce(e.context_type, '') AND cf.cid = coalesce(e.context_id, 0)
  CROSS JOIN LATERAL neuron_board_keys(e.created_at, e.platform_id, e.role) k
  GROUP BY 1, 2, 3, 4, 5, 6;
  INSERT INTO neuron_board_score AS s (period, period_start, scope, role, facet, points, players)
  SELECT period, period_start, scope, role, facet, points, count(*)::int FROM neuron_board
  WHERE points > 0 AND (only_user IS NULL OR user_id = only_user)
  GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT (period, period_start, scope, role, facet, points) DO UPDATE SET players = s.players + excluded.players;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION neuron_board_user_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.deleted_at IS NOT NULL AND OLD.deleted_at IS NULL THEN
    PERFORM neuron_board_forget(NEW.id);
  ELSIF NEW.deleted_at IS NULL AND OLD.deleted_at IS NOT NULL THEN
    PERFORM neuron_board_rebuild(NEW.id);
  ELSIF NEW.deleted_at IS NULL AND lower(NEW.screen_name) IS DISTINCT FROM lower(OLD.screen_name) THEN
    UPDATE neuron_board SET sort_name = lower(NEW.screen_name) WHERE user_id = NEW.id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A challenge moved to another category or place: its players' rows are rebuilt from the ledger.
CREATE FUNCTION neuron_board_challenge_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE player integer;
BEGIN
  FOR player IN
    SELECT DISTINCT e.user_id FROM point_events e
    WHERE (e.context_type = 'challenge' AND e.context_id = NEW.id)
       OR (e.context_type = 'idea' AND e.context_id IN (SELECT i.id FROM ideas i WHERE i.challenge_id = NEW.id))
    ORDER BY 1
  LOOP
    PERFORM neuron_board_rebuild(player);
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER challenges_neuron_board AFTER UPDATE OF main_category_id, location ON challenges
  FOR EACH ROW WHEN (OLD.main_category_id IS DISTINCT FROM NEW.main_category_id OR OLD.location IS DISTINCT FROM NEW.location)
  EXECUTE FUNCTION neuron_board_challenge_changed();
--> statement-breakpoint
-- A category moved under another parent (an admin's rare edit): every board is rebuilt.
CREATE FUNCTION neuron_board_categories_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM neuron_board_rebuild(NULL);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER categories_neuron_board AFTER UPDATE OF parent_id ON categories
  FOR EACH ROW WHEN (OLD.parent_id IS DISTINCT FROM NEW.parent_id) EXECUTE FUNCTION neuron_board_categories_changed();
--> statement-breakpoint
-- Backfill: every board row with its facets, and the histogram, from the ledger as it stands.
SELECT neuron_board_rebuild(NULL);
