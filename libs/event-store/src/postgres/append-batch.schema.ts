// Migration 4 of the event store (see event-store.schema.ts): several appends, to different streams,
// in one statement and one transaction. The adapter sends appends that arrive while others are in
// flight this way, so concurrent writers share the statement, the round trip and the commit.
//
// Ordering (the late-commit guarantee): the global order is (transaction_id, global_position), so an
// append must never land after one with a larger xid. A single append cannot: it takes its xid at
// the stream row's lock. A batch takes its xid first and then visits its streams, so for each stream
// it (1) never waits: a stream row locked by another writer is skipped (SKIP LOCKED), and (2) never
// writes after a newer writer: a row last written by a transaction with a larger xid than the batch's
// (age(xmin) <= 0) is skipped too. Both come back as 'deferred' and the caller appends them alone.
// A new stream's insert may wait on another writer's uncommitted insert of the same id; that ends in
// ON CONFLICT DO NOTHING, i.e. no write. Expected 'any' and 'stream_exists' are never batched.
//
// p_appends: [{ "stream": text, "expected": -1 (no stream) | revision >= 0, "events": [{ id, type,
// data, metadata }] }], at most one append per stream. One row per append, in order: outcome
// 'written' (with the append's last revision, the xid and its last global position), 'conflict'
// (expected revision not met) or 'deferred'. A duplicate event id raises unique_violation for the
// whole batch; the caller then appends each alone.
export const createBatchAppendFunction = `
CREATE FUNCTION event_store.append_batch_json(p_appends jsonb)
RETURNS TABLE (outcome text, next_revision bigint, transaction_id xid8, last_position bigint)
LANGUAGE plpgsql AS $$
DECLARE
  v_xid xid8 := pg_current_xact_id();
  v_append jsonb;
  v_stream text;
  v_expected bigint;
  v_events jsonb;
  v_count bigint;
  v_revision bigint;
  v_older boolean;
  v_first bigint;
BEGIN
  FOR v_append IN
    SELECT a.value FROM jsonb_array_elements(p_appends) WITH ORDINALITY AS a(value, ord) ORDER BY a.ord
  LOOP
    v_stream := v_append->>'stream';
    v_expected := (v_append->>'expected')::bigint;
    v_events := v_append->'events';
    v_count := jsonb_array_length(v_events);
    v_first := NULL;
    outcome := 'conflict';
    IF v_expected = -1 THEN
      INSERT INTO event_store.streams (stream_id, revision) VALUES (v_stream, v_count - 1)
        ON CONFLICT (stream_id) DO NOTHING;
      IF FOUND THEN v_first := 0; END IF;
    ELSE
      SELECT s.revision, age(s.xmin) > 0 INTO v_revision, v_older
        FROM event_store.streams s WHERE s.stream_id = v_stream FOR UPDATE SKIP LOCKED;
      IF NOT FOUND OR NOT v_older THEN
        outcome := 'deferred';
      ELSIF v_revision = v_expected THEN
        UPDATE event_store.streams s SET revision = v_revision + v_count WHERE s.stream_id = v_stream;
        v_first := v_expected + 1;
      END IF;
    END IF;

    next_revision := NULL;
    transaction_id := NULL;
    last_position := NULL;
    IF v_first IS NOT NULL THEN
      WITH inserted AS (
        INSERT INTO event_store.events (stream_id, revision, event_id, type, data, metadata)
        SELECT v_stream, v_first + e.ord - 1, (e.event->>'id')::uuid, e.event->>'type',
          e.event->'data', coalesce(e.event->'metadata', '{}')
        FROM jsonb_array_elements(v_events) WITH ORDINALITY AS e(event, ord)
        ORDER BY e.ord
        RETURNING global_position
      )
      SELECT max(global_position) INTO last_position FROM inserted;
      outcome := 'written';
      next_revision := v_first + v_count - 1;
      transaction_id := v_xid;
    END IF;
    RETURN NEXT;
  END LOOP;
END;
$$;
`;
