// npm run bench:event-store — append, read and catch-up throughput of the PostgreSQL event store,
// against the raw single-row INSERT commit rate of the same server and against Emmett as the peer.
// Creates and drops its own database. Only the last line (JSON) is meant for machines.
// BENCH_APPEND_CONCURRENCY overrides the store's appendConcurrency; the "unbatched" line is the same store
// with a statement per append, measured in the same rounds.
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { getPostgreSQLEventStore } from '@event-driven-io/emmett-postgresql';
import { createTestDatabase } from '@slabworks/testing';
import { PostgresEventStore, migrateEventStore, type EventToAppend } from '@slabworks/event-store';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 1.5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 6);
const STREAM_LENGTH = 10; // appends per stream, roughly one grading order's life

interface Measured {
  name: string;
  ops: number;
  events: number;
  seconds: number;
  latencies: number[];
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : 0;

/** Times one read of everything (`read` returns how many events it read): no per-op latencies. */
async function timedRead(name: string, read: () => Promise<number>): Promise<Measured> {
  const start = performance.now();
  const events = await read();
  return { name, ops: events, events, seconds: (performance.now() - start) / 1000, latencies: [] };
}

/** Runs `writers` loops of `op` for SECONDS; op returns how many events it wrote. */
async function timed(
  name: string,
  writers: number,
  op: (writer: number) => Promise<number>,
): Promise<Measured> {
  const latencies: number[] = [];
  let ops = 0;
  let events = 0;
  const start = performance.now();
  const end = start + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: writers }, async (_, writer) => {
      while (performance.now() < end) {
        const t = performance.now();
        const written = await op(writer);
        events += written;
        latencies.push(performance.now() - t);
        ops += 1;
      }
    }),
  );
  return { name, ops, events, seconds: (performance.now() - start) / 1000, latencies };
}

const payload = (i: number) => ({
  orderId: randomUUID(),
  cards: [{ name: 'Charizard', year: 1999, grade: 'PSA', declaredValue: 120000 + i }],
  note: 'bench',
});
const metadata = () => ({ actor: 'bench', correlationId: randomUUID(), causationId: randomUUID() });
const eventBatch = (): EventToAppend[] =>
  Array.from({ length: 1 + Math.floor(Math.random() * 3) }, (_, i) => ({
    id: randomUUID(),
    type: 'OrderStageAdvanced',
    data: payload(i),
    metadata: metadata(),
  }));

async function rawInserts(url: string, connections: number): Promise<Measured> {
  const clients = await Promise.all(
    Array.from({ length: connections }, async () => {
      const c = new Client({ connectionString: url });
      await c.connect();
      return c;
    }),
  );
  try {
    return await timed(`raw INSERT, ${connections} conn`, connections, async (w) => {
      await clients[w].query({
        name: 'raw_insert',
        text: 'INSERT INTO bench_raw (stream_id, data, metadata) VALUES ($1, $2, $3)',
        values: [`raw-${w}`, JSON.stringify(payload(0)), JSON.stringify(metadata())],
      });
      return 1;
    });
  } finally {
    await Promise.all(clients.map((c) => c.end()));
  }
}

async function ourAppends(store: PostgresEventStore, writers: number, label = ''): Promise<Measured> {
  const state = Array.from({ length: writers }, () => ({ stream: '', revision: -1, appends: 0 }));
  return timed(`slabworks append, ${writers} writer(s)${label}`, writers, async (w) => {
    const s = state[w];
    if (s.appends % STREAM_LENGTH === 0) {
      s.stream = `order-${randomUUID()}`;
      s.revision = -1;
    }
    const events = eventBatch();
    const result = await store.append(s.stream, events, {
      expectedRevision: s.revision < 0 ? 'no_stream' : s.revision,
    });
    s.revision = result.nextExpectedRevision;
    s.appends += 1;
    return events.length;
  });
}

type Emmett = ReturnType<typeof getPostgreSQLEventStore>;

async function emmettAppends(store: Emmett, writers: number): Promise<Measured> {
  const state = Array.from({ length: writers }, () => ({ stream: '', version: 0n, appends: 0 }));
  return timed(`emmett append, ${writers} writer(s)`, writers, async (w) => {
    const s = state[w];
    if (s.appends % STREAM_LENGTH === 0) {
      s.stream = `order-${randomUUID()}`;
      s.version = 0n;
    }
    const events = eventBatch().map((e) => ({ type: e.type, data: e.data as never, metadata: e.metadata }));
    const result = await store.appendToStream(s.stream, events, {
      expectedStreamVersion: s.version === 0n ? ('STREAM_DOES_NOT_EXIST' as never) : s.version,
    });
    s.version = result.nextExpectedStreamVersion;
    s.appends += 1;
    return events.length;
  });
}

function readAll(store: PostgresEventStore): Promise<Measured> {
  return timedRead('read all forward, pages of 1000', async () => {
    let events = 0;
    let checkpoint: string | undefined;
    for (;;) {
      const page = await store.readAllForward({ fromCheckpoint: checkpoint, maxCount: 1000 });
      events += page.events.length;
      checkpoint = page.checkpoint;
      if (page.isEnd) return events;
    }
  });
}

function catchUp(store: PostgresEventStore): Promise<Measured> {
  return timedRead('subscription catch-up, batches of 1000', async () => {
    let events = 0;
    await new Promise<void>((resolve, reject) => {
      const subscription = store.subscribeToAll(
        { batchSize: 1000 },
        {
          onEvents: async (batch) => void (events += batch.length),
          onCaughtUp: () => void subscription.close().then(resolve, reject),
          onError: reject,
        },
      );
    });
    return events;
  });
}

function row(m: Measured): string {
  const sorted = [...m.latencies].sort((a, b) => a - b);
  const lat = sorted.length
    ? `${percentile(sorted, 50).toFixed(2)} / ${percentile(sorted, 99).toFixed(2)}`
    : '-';
  return [
    m.name.padEnd(40),
    Math.round(m.ops / m.seconds)
      .toLocaleString('en')
      .padStart(10),
    Math.round(m.events / m.seconds)
      .toLocaleString('en')
      .padStart(12),
    lat.padStart(16),
  ].join('  ');
}

async function main(): Promise<void> {
  const db = await createTestDatabase('bench_event_store');
  const rate = (m: Measured) => Math.round(m.ops / m.seconds);
  try {
    const setup = new Client({ connectionString: db.url });
    await setup.connect();
    await setup.query(`CREATE TABLE bench_raw (id bigserial PRIMARY KEY, stream_id text NOT NULL,
      data jsonb NOT NULL, metadata jsonb NOT NULL, created_at timestamptz NOT NULL DEFAULT now())`);
    const info = await setup.query(
      `SELECT current_setting('server_version') AS v, current_setting('synchronous_commit') AS s`,
    );
    await setup.end();

    const store = new PostgresEventStore({
      url: db.url,
      poolSize: 10,
      appendConcurrency: process.env.BENCH_APPEND_CONCURRENCY
        ? Number(process.env.BENCH_APPEND_CONCURRENCY)
        : undefined,
    });
    await migrateEventStore(store.connectionPool);
    // The same store with a statement per append (as before batching): 8 writers never wait for one.
    const unbatched = new PostgresEventStore({ url: db.url, poolSize: 10, appendConcurrency: 8 });
    const emmett = getPostgreSQLEventStore(db.url);
    await emmett.schema.migrate();

    // The machine is shared: measurements alternate in rounds and the median round is reported,
    // so a burst of load elsewhere does not land on one side of a ratio only.
    const results: Measured[] = [];
    const rounds: Record<string, Measured[]> = {};
    const run = async (m: Promise<Measured>) => {
      const r = await m;
      (rounds[r.name] ??= []).push(r);
      return r;
    };
    const plan = [
      () => run(rawInserts(db.url, 1)),
      () => run(ourAppends(store, 1)),
      () => run(emmettAppends(emmett, 1)),
      () => run(rawInserts(db.url, 8)),
      () => run(ourAppends(store, 8)),
      () => run(ourAppends(unbatched, 8, ', unbatched')),
      () => run(emmettAppends(emmett, 8)),
    ];
    for (let round = 0; round < ROUNDS; round++) {
      // Odd rounds run in reverse so a drift in background load does not favour one side.
      for (const step of round % 2 === 0 ? plan : [...plan].reverse()) await step();
      console.error(`  round ${round + 1}/${ROUNDS} done`);
    }
    const median = (name: string) => {
      const sorted = [...rounds[name]].sort((a, b) => a.ops / a.seconds - b.ops / b.seconds);
      const m = sorted[Math.floor(sorted.length / 2)];
      results.push(m);
      return m;
    };
    const raw1 = median('raw INSERT, 1 conn');
    const append1 = median('slabworks append, 1 writer(s)');
    const peer1 = median('emmett append, 1 writer(s)');
    const raw8 = median('raw INSERT, 8 conn');
    const append8 = median('slabworks append, 8 writer(s)');
    const unbatched8 = median('slabworks append, 8 writer(s), unbatched');
    const peer8 = median('emmett append, 8 writer(s)');
    const read = await readAll(store);
    const caught = await catchUp(store);
    results.push(read, caught);
    await store.close();
    await unbatched.close();
    await emmett.close();

    console.log(
      `\nPostgreSQL ${info.rows[0].v}, synchronous_commit=${info.rows[0].s}, median of ${ROUNDS} rounds of ${SECONDS} s`,
    );
    console.log(
      `${'measurement'.padEnd(40)}  ${'ops/s'.padStart(10)}  ${'events/s'.padStart(12)}  ${'p50 / p99 ms'.padStart(16)}`,
    );
    for (const m of results) console.log(row(m));
    // Ratios pair each round's append run with the raw run next to it, then take the median.
    const pairedRatio = (ours: string, raw: string) => {
      const ratios = rounds[ours].map((m, i) => rate(m) / rate(rounds[raw][i])).sort((a, b) => a - b);
      return Number(ratios[Math.floor(ratios.length / 2)].toFixed(2));
    };
    const summary = {
      append1_per_s: rate(append1),
      raw1_per_s: rate(raw1),
      ratio1: pairedRatio('slabworks append, 1 writer(s)', 'raw INSERT, 1 conn'),
      peer1_per_s: rate(peer1),
      append8_per_s: rate(append8),
      raw8_per_s: rate(raw8),
      ratio8: pairedRatio('slabworks append, 8 writer(s)', 'raw INSERT, 8 conn'),
      ratio8_of_medians: Number((rate(append8) / rate(raw8)).toFixed(2)),
      append8_unbatched_per_s: rate(unbatched8),
      ratio8_unbatched: pairedRatio('slabworks append, 8 writer(s), unbatched', 'raw INSERT, 8 conn'),
      peer8_per_s: rate(peer8),
      append8_events_per_s: Math.round(append8.events / append8.seconds),
      read_events_per_s: rate(read),
      catchup_events_per_s: rate(caught),
    };
    console.log(JSON.stringify(summary));
  } catch (error) {
    console.error('bench failed:', error);
    process.exitCode = 1;
  } finally {
    await db.drop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
