-- Custom SQL (realtime, DESIGN.md): every INSERT statement on the neuron ledger announces the id
-- range it wrote on the 'point_events' channel, so that the provider processes that LISTEN can
-- publish brain__neuron-earned, brain__score-updated and gamedash-highlights without each domain
-- function (publish, idea, rating, mentoring, closing) knowing about realtime.
-- Statement-level with a transition table: one notification per INSERT however many rows it
-- wrote (a closing writes dozens, a bulk load thousands), and the payload stays far below the
-- 8000-byte limit. A range may also cover rows of a concurrent statement; the listener claims each
-- row once (realtime_deliveries), so overlap is harmless. The NOTIFY is sent at COMMIT, never for
-- a rolled-back insert.
CREATE OR REPLACE FUNCTION point_events_notify() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  first_id bigint;
  last_id bigint;
BEGIN
  SELECT min(id), max(id) INTO first_id, last_id FROM inserted;
  IF first_id IS NOT NULL THEN
    PERFORM pg_notify('point_events', json_build_object('from', first_id, 'to', last_id)::text);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER point_events_notify AFTER INSERT ON point_events
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION point_events_notify();
