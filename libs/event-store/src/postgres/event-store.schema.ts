// Versioned schema of the PostgreSQL event store. Append a migration; never edit an applied one.
import { createBatchAppendFunction } from './append-batch.schema';

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

const createTables = `
CREATE TABLE event_store.streams (
  stream_id text PRIMARY KEY,
  revision bigint NOT NULL
);

CREATE TABLE event_store.events (
  global_position bigserial PRIMARY KEY,
  stream_id text NOT NULL,
  revision bigint NOT NULL,
  event_id uuid NOT NULL,
  type text NOT NULL,
  data jsonb NOT NULL,
  metadata jsonb NOT NULL DEFAULT '{}',
  transaction_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
  -- Milliseconds, so a JS Date read back and used as "until" selects exactly that event.
  created_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now()),
  CONSTRAINT events_stream_revision_key UNIQUE (stream_id, revision),
  CONSTRAINT events_stream_event_id_key UNIQUE (stream_id, event_id)
);

-- Catch-up reads page by (transaction_id, global_position) below the xmin horizon.
CREATE INDEX events_transaction_position_idx ON event_store.events (transaction_id, global_position);
`;

// The steps append_events and append_events_json share, written once and put into both bodies
// (two plpgsql functions still: see the note above append_events_json). They yield the applied
// migrations' SQL to the byte; event-store.schema.unit.spec.ts pins it.
// From the declarations to the INSERT: lock (or create) the stream row and take its next revisions,
// or answer the conflict.
const takeRevisions = `  v_first bigint;
  v_last_position bigint;
BEGIN
  IF p_expected = -1 THEN
    INSERT INTO event_store.streams (stream_id, revision) VALUES (p_stream_id, v_count - 1)
      ON CONFLICT (stream_id) DO NOTHING;
    IF FOUND THEN v_first := 0; END IF;
  ELSIF p_expected >= 0 THEN
    UPDATE event_store.streams s SET revision = s.revision + v_count
      WHERE s.stream_id = p_stream_id AND s.revision = p_expected;
    IF FOUND THEN v_first := p_expected + 1; END IF;
  ELSIF p_expected = -3 THEN
    UPDATE event_store.streams s SET revision = s.revision + v_count
      WHERE s.stream_id = p_stream_id
      RETURNING s.revision - v_count + 1 INTO v_first;
  ELSE
    INSERT INTO event_store.streams AS s (stream_id, revision) VALUES (p_stream_id, v_count - 1)
      ON CONFLICT (stream_id) DO UPDATE SET revision = s.revision + v_count
      RETURNING s.revision - v_count + 1 INTO v_first;
  END IF;

  IF v_first IS NULL THEN
    RETURN QUERY SELECT true, coalesce((SELECT s.revision FROM event_store.streams s WHERE s.stream_id = p_stream_id), -1),
      NULL::xid8, NULL::bigint;
    RETURN;
  END IF;

  WITH inserted AS (
    INSERT INTO event_store.events (stream_id, revision, event_id, type, data, metadata)
`;

// Write the events at the taken revisions and answer where they went.
const insertAndAnswer = `    ORDER BY e.ord
    RETURNING global_position
  )
  SELECT max(global_position) INTO v_last_position FROM inserted;

  RETURN QUERY SELECT false, v_first + v_count - 1, pg_current_xact_id(), v_last_position;
END;
$$;
`;

// One round trip per append. The stream row is locked (or created) BEFORE anything else is written, so
// the xid of every successful appender to one stream is taken in stream order and the global
// (transaction_id, global_position) order never inverts a stream. Conflicts are returned, not raised,
// so the caller can tell an idempotent retry from a real conflict without a subtransaction.
// p_expected: >= 0 a revision, -1 no stream, -2 any, -3 stream exists.
const createAppendFunction = `
CREATE FUNCTION event_store.append_events(
  p_stream_id text,
  p_expected bigint,
  p_ids uuid[],
  p_types text[],
  p_data jsonb[],
  p_metadata jsonb[]
) RETURNS TABLE (conflict boolean, next_revision bigint, transaction_id xid8, last_position bigint)
LANGUAGE plpgsql AS $$
DECLARE
  v_count bigint := cardinality(p_ids);
${takeRevisions}    SELECT p_stream_id, v_first + e.ord - 1, e.id, e.type, e.data, coalesce(e.metadata, '{}')
    FROM unnest(p_ids, p_types, p_data, p_metadata) WITH ORDINALITY AS e(id, type, data, metadata, ord)
${insertAndAnswer}`;

// The same append, its events as one JSON array: the client serialises one JSON text instead of four
// PostgreSQL array literals (pg escapes every quote of every JSON payload inside them), and the server
// parses one jsonb instead of four arrays. Same locking and the same result as append_events.
// The body repeats append_events on purpose: a wrapper that unpacked the JSON and called it measured
// 0.19 (SQL) and 0.29 (plpgsql) of the raw 8-connection rate against 0.34 (bench:event-store,
// 2026-11-27). Their shared steps are takeRevisions and insertAndAnswer above.
const createJsonAppendFunction = `
CREATE FUNCTION event_store.append_events_json(
  p_stream_id text,
  p_expected bigint,
  p_events jsonb
) RETURNS TABLE (conflict boolean, next_revision bigint, transaction_id xid8, last_position bigint)
LANGUAGE plpgsql AS $$
DECLARE
  v_count bigint := jsonb_array_length(p_events);
${takeRevisions}    SELECT p_stream_id, v_first + e.ord - 1, (e.event->>'id')::uuid, e.event->>'type',
      e.event->'data', coalesce(e.event->'metadata', '{}')
    FROM jsonb_array_elements(p_events) WITH ORDINALITY AS e(event, ord)
${insertAndAnswer}`;

export const eventStoreMigrations: Migration[] = [
  { version: 1, name: 'events-and-streams', sql: createTables },
  { version: 2, name: 'append-function', sql: createAppendFunction },
  { version: 3, name: 'append-function-json', sql: createJsonAppendFunction },
  { version: 4, name: 'append-batch-json', sql: createBatchAppendFunction },
];
