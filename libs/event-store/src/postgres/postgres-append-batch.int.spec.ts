import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { createTestDatabase, type TestDatabase } from '@slabworks/testing';
import { event } from '../contract/contract.helpers';
import type { AppendResult, EventToAppend } from '../event-store.port';
import { WrongExpectedVersionError } from '../wrong-expected-version.error';
import { migrateEventStore } from './migrate-event-store';
import { decodePgCheckpoint } from './postgres-checkpoint';
import { PostgresEventStore } from './postgres-event-store';

let db: TestDatabase;
let store: PostgresEventStore;

beforeAll(async () => {
  db = await createTestDatabase('event_store_batch');
  // One statement in flight: everything asked for meanwhile goes in the next batch.
  store = new PostgresEventStore({ url: db.url, appendConcurrency: 1 });
  await migrateEventStore(store.connectionPool);
});
afterAll(async () => {
  await store?.close();
  await db?.drop();
});

const txOf = (result: AppendResult) => decodePgCheckpoint(result.position).transactionId;
const id = (label: string) => `${label}-${randomUUID()}`;

async function connect(): Promise<Client> {
  const client = new Client({ connectionString: db.url });
  await client.connect();
  return client;
}

describe('PostgreSQL batched appends', () => {
  it('answers each append of a shared batch as if it were alone', async () => {
    const existing = id('existing');
    const placed = [event('Placed')];
    const original = await store.append(existing, placed, { expectedRevision: 'no_stream' });

    const fresh = Array.from({ length: 6 }, () => ({
      stream: id('fresh'),
      events: [event('A'), event('B')],
    }));
    const outcomes = await Promise.allSettled([
      store.append(id('first'), [event('Alone')], { expectedRevision: 'no_stream' }),
      ...fresh.map((f) => store.append(f.stream, f.events, { expectedRevision: 'no_stream' })),
      store.append(existing, [event('Stale')], { expectedRevision: 'no_stream' }),
      store.append(existing, placed, { expectedRevision: 'no_stream' }),
      store.append(existing, [event('Paid')], { expectedRevision: 0 }),
    ]);

    const [, ...rest] = outcomes;
    const written = rest.slice(0, fresh.length).map((o) => (o as PromiseFulfilledResult<AppendResult>).value);
    // The six went in one transaction, and each reads back where its result says.
    expect(new Set(written.map(txOf)).size).toBe(1);
    for (const [i, f] of fresh.entries()) {
      expect(written[i].nextExpectedRevision).toBe(1);
      expect(written[i].written).toBe(true);
      const read = await store.read(f.stream);
      expect(read.map((e) => e.id)).toEqual(f.events.map((e) => e.id));
      expect(read[1].position).toBe(written[i].position);
    }
    const [stale, retry, paid] = rest.slice(fresh.length);
    expect((stale as PromiseRejectedResult).reason).toBeInstanceOf(WrongExpectedVersionError);
    expect((retry as PromiseFulfilledResult<AppendResult>).value).toEqual(original);
    expect((retry as PromiseFulfilledResult<AppendResult>).value.written).toBe(false);
    expect((paid as PromiseFulfilledResult<AppendResult>).value.nextExpectedRevision).toBe(1);
    expect((await store.read(existing)).map((e) => e.type)).toEqual(['Placed', 'Paid']);
  });

  it('appends to one stream in the order asked, never two of them in one batch', async () => {
    const stream = id('queue');
    const events: EventToAppend[] = Array.from({ length: 8 }, (_, i) => event(`Step${i}`));
    const results = await Promise.all(
      events.map((e, i) => store.append(stream, [e], { expectedRevision: i === 0 ? 'no_stream' : i - 1 })),
    );
    expect(results.map((r) => r.nextExpectedRevision)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect((await store.read(stream)).map((e) => e.id)).toEqual(events.map((e) => e.id));
  });

  it('falls back to one append each when an event id of the batch is already in its stream', async () => {
    const stream = id('dup');
    const first = event('First');
    await store.append(stream, [first], { expectedRevision: 'no_stream' });
    const others = Array.from({ length: 3 }, () => id('bystander'));
    const outcomes = await Promise.allSettled([
      store.append(id('lead'), [event('Lead')], { expectedRevision: 'no_stream' }),
      // Revision 0 is right, but the id is already at revision 0: the whole batch raises 23505.
      store.append(stream, [first], { expectedRevision: 0 }),
      ...others.map((s) => store.append(s, [event('Fine')], { expectedRevision: 'no_stream' })),
    ]);
    expect((outcomes[1] as PromiseRejectedResult).reason).toBeInstanceOf(WrongExpectedVersionError);
    for (const o of outcomes.slice(2)) expect(o.status).toBe('fulfilled');
    for (const s of others) expect(await store.read(s)).toHaveLength(1);
  });

  it('does not wait on a stream another writer holds: that append goes alone and waits there', async () => {
    const held = id('held');
    await store.append(held, [event('Created')], { expectedRevision: 'no_stream' });
    const holder = await connect();
    try {
      await holder.query('BEGIN');
      await holder.query(`SELECT * FROM event_store.append_events_json($1, 0, $2::jsonb)`, [
        held,
        JSON.stringify([{ id: randomUUID(), type: 'Held', data: {} }]),
      ]);
      const lead = store.append(id('lead'), [event('Lead')], { expectedRevision: 'no_stream' });
      const behind = store.append(held, [event('Behind')], { expectedRevision: 0 });
      const bystander = store.append(id('bystander'), [event('Fine')], { expectedRevision: 'no_stream' });
      const settled: string[] = [];
      void behind.catch(() => settled.push('behind'));
      await lead;
      // The batch of behind and bystander committed while the holder still holds the stream.
      expect((await bystander).written).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(settled).toEqual([]);
      await holder.query('COMMIT');
      await expect(behind).rejects.toThrow(new WrongExpectedVersionError(held, 0, 1));
    } finally {
      await holder.end();
    }
  });

  it('defers a stream last written by a transaction newer than the batch', async () => {
    const stream = id('newer');
    await store.append(stream, [event('Created')], { expectedRevision: 'no_stream' });
    const older = await connect();
    try {
      await older.query('BEGIN');
      await older.query('SELECT pg_current_xact_id()');
      await store.append(stream, [event('Newer')], { expectedRevision: 0 });
      const other = id('other');
      const { rows } = await older.query<{ outcome: string }>(
        'SELECT outcome FROM event_store.append_batch_json($1::jsonb)',
        [
          JSON.stringify([
            { stream, expected: 1, events: [{ id: randomUUID(), type: 'Late', data: {} }] },
            { stream: other, expected: -1, events: [{ id: randomUUID(), type: 'New', data: {} }] },
          ]),
        ],
      );
      expect(rows.map((r) => r.outcome)).toEqual(['deferred', 'written']);
      await older.query('ROLLBACK');
    } finally {
      await older.end();
    }
  });
});
