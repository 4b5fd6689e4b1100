import { randomUUID } from 'node:crypto';
import { Client, Pool } from 'pg';
import { createTestDatabase, type TestDatabase } from '@slabworks/testing';
import { eventStoreContract } from '../contract/event-store.contract';
import { Recorder, waitFor } from '../contract/contract.helpers';
import type { EventToAppend } from '../event-store.port';
import { createEventStore } from '../create-event-store';
import { migrateEventStore } from './migrate-event-store';
import { PostgresEventStore } from './postgres-event-store';

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase('event_store');
});
afterAll(async () => {
  await db?.drop();
});

const appendArgs = (streamId: string, events: EventToAppend[]) => [
  streamId,
  events.map((e) => e.id),
  events.map((e) => e.type),
  events.map((e) => JSON.stringify(e.data)),
  events.map((e) => JSON.stringify(e.metadata ?? {})),
];
const APPEND_NO_STREAM =
  'SELECT * FROM event_store.append_events($1, -1, $2::uuid[], $3::text[], $4::jsonb[], $5::jsonb[])';

eventStoreContract('PostgreSQL', {
  create: () => createEventStore({ kind: 'postgres', url: db.url }),
  async beginHeldAppend(streamId, events) {
    const client = new Client({ connectionString: db.url });
    await client.connect();
    await client.query('BEGIN');
    await client.query(APPEND_NO_STREAM, appendArgs(streamId, events));
    return {
      async commit() {
        await client.query('COMMIT');
        await client.end();
      },
    };
  },
});

describe('PostgreSQL event store specifics', () => {
  let store: PostgresEventStore;
  beforeAll(async () => {
    store = (await createEventStore({ kind: 'postgres', url: db.url })) as PostgresEventStore;
  });
  afterAll(async () => {
    await store?.close();
  });

  it('migrates idempotently, also when two instances start at once', async () => {
    const pool = new Pool({ connectionString: db.url, max: 4 });
    try {
      const runs = await Promise.all([migrateEventStore(pool), migrateEventStore(pool)]);
      expect(runs).toEqual([[], []]);
      const { rows } = await pool.query('SELECT version FROM event_store.schema_migrations ORDER BY version');
      expect(rows.map((r) => r.version)).toEqual([1, 2, 3, 4]);
    } finally {
      await pool.end();
    }
  });

  it('acknowledges a retry with "any", or after the stream moved on, without writing twice', async () => {
    const id = `retry-${randomUUID()}`;
    const first = [{ id: randomUUID(), type: 'Placed', data: {} }];
    const original = await store.append(id, first, { expectedRevision: 'no_stream' });
    await store.append(id, [{ id: randomUUID(), type: 'Paid', data: {} }], { expectedRevision: 0 });
    expect(await store.append(id, first, { expectedRevision: 'no_stream' })).toEqual(original);

    const loose = [{ id: randomUUID(), type: 'Noted', data: {} }];
    const looseResult = await store.append(id, loose, { expectedRevision: 'any' });
    expect(await store.append(id, loose, { expectedRevision: 'any' })).toEqual(looseResult);
    expect((await store.read(id)).map((e) => e.type)).toEqual(['Placed', 'Paid', 'Noted']);
    // The stream row did not advance on the rejected duplicate either.
    expect(
      (await store.append(id, [{ id: randomUUID(), type: 'X', data: {} }], { expectedRevision: 2 }))
        .nextExpectedRevision,
    ).toBe(3);
  });

  it('wakes a subscriber of another store instance through NOTIFY, well before the slow poll', async () => {
    const other = new PostgresEventStore({ url: db.url, slowPollMs: 5000 });
    const recorder = new Recorder();
    const prefix = `notify-${randomUUID()}`;
    const subscription = other.subscribeToAll({ streamPrefixes: [prefix] }, recorder.handlers);
    try {
      await waitFor(() => recorder.caughtUp > 0, 10_000, 'caught-up');
      await new Promise((resolve) => setTimeout(resolve, 200));
      const sentAt = Date.now();
      await store.append(`${prefix}-1`, [{ id: randomUUID(), type: 'Pinged', data: {} }], {
        expectedRevision: 'no_stream',
      });
      await waitFor(() => recorder.events.length === 1, 4000, 'notified delivery');
      expect(Date.now() - sentAt).toBeLessThan(1000);
    } finally {
      await subscription.close();
      await other.close();
    }
  });

  it('sends the NOTIFY in the append statement itself: one statement per append, batched or alone', async () => {
    const writer = new PostgresEventStore({ url: db.url });
    const listener = new Client({ connectionString: db.url });
    const heard: string[] = [];
    const sent: string[] = [];
    const pool = writer.connectionPool;
    const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
    (pool as { query: unknown }).query = (config: unknown, ...rest: unknown[]) => {
      sent.push(typeof config === 'string' ? config : (config as { text: string }).text);
      return query(config, ...rest);
    };
    try {
      await listener.connect();
      listener.on('notification', (n) => heard.push(n.payload ?? ''));
      await listener.query('LISTEN event_store_appended');
      const prefix = `one-statement-${randomUUID()}`;
      const ping = (type: string) => [{ id: randomUUID(), type, data: {} }];
      await writer.append(`${prefix}-a`, ping('Alone'), { expectedRevision: 'no_stream' });
      // Three at once: the first goes alone, the two that arrive meanwhile share a statement.
      await Promise.all(
        ['B', 'C', 'D'].map((s) =>
          writer.append(`${prefix}-${s}`, ping(`Together${s}`), { expectedRevision: 'no_stream' }),
        ),
      );
      await waitFor(() => heard.some((p) => p.includes('TogetherD')), 4000, 'the batch heard');
      expect(sent.length).toBeLessThanOrEqual(4);
      expect(sent.every((text) => text.includes('pg_notify('))).toBe(true);
      expect(heard).toContain('Alone');
    } finally {
      await listener.end();
      await writer.close();
    }
  });

  it('orders by (transaction id, position): a later position with an earlier xid is not skipped', async () => {
    const prefix = `xid-${randomUUID()}`;
    const recorder = new Recorder();
    const subscription = store.subscribeToAll({ streamPrefixes: [prefix] }, recorder.handlers);
    const early = new Client({ connectionString: db.url });
    await early.connect();
    try {
      await waitFor(() => recorder.caughtUp > 0, 10_000, 'caught-up');
      // The early transaction takes its xid first, but its row gets a larger global position.
      await early.query('BEGIN');
      await early.query('SELECT pg_current_xact_id()');
      const late = { id: randomUUID(), type: 'Late', data: {} };
      await store.append(`${prefix}-b`, [late], { expectedRevision: 'no_stream' });
      const first = { id: randomUUID(), type: 'EarlyXid', data: {} };
      await early.query(APPEND_NO_STREAM, appendArgs(`${prefix}-a`, [first]));
      await early.query('COMMIT');

      await waitFor(() => recorder.events.length === 2, 5000, 'both events');
      expect(recorder.ids()).toEqual([first.id, late.id]);
      expect(Number(recorder.events[0].globalPosition)).toBeGreaterThan(
        Number(recorder.events[1].globalPosition),
      );
    } finally {
      await early.end();
      await subscription.close();
    }
  });
});
