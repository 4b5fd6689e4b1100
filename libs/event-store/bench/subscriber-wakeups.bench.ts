// npm run bench:subscribers — what a subscriber costs per append it does not want, in one run: three
// subscribers in a process of their own (its own store, its own pool), one taking every event, one
// filtered to a type nobody appends (as the certification registry is to CardScored while orders
// are placed and advanced), one filtered to the appended type; a writer store in this process
// appends one event at a time, as the api does. Prints each subscriber's statements per append and
// the process's CPU per append, then a JSON line. Creates and drops its own database.
import { randomUUID } from 'node:crypto';
import { createTestDatabase } from '@slabworks/testing';
import { PostgresEventStore, migrateEventStore } from '@slabworks/event-store';

const APPENDS = Number(process.env.BENCH_APPENDS ?? 1_000);
// Apart, so each append's NOTIFY is one possible wake-up.
const GAP_MS = 8;

interface Subscriber {
  name: string;
  store: PostgresEventStore;
  statements: number;
  delivered: number;
}

async function subscriber(
  url: string,
  name: string,
  eventTypes: string[] | undefined,
): Promise<Subscriber & { close(): Promise<void> }> {
  const store = new PostgresEventStore({ url });
  const counted: Subscriber = { name, store, statements: 0, delivered: 0 };
  const pool = store.connectionPool;
  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  (pool as { query: unknown }).query = (...args: unknown[]) => {
    counted.statements += 1;
    return query(...args);
  };
  let caughtUp!: () => void;
  const ready = new Promise<void>((resolve) => (caughtUp = resolve));
  const subscription = store.subscribeToAll(
    { streamPrefixes: ['bench-'], ...(eventTypes ? { eventTypes } : {}) },
    {
      onEvents: async (batch) => void (counted.delivered += batch.length),
      onCaughtUp: () => caughtUp(),
    },
  );
  await ready;
  return Object.assign(counted, {
    close: async () => {
      await subscription.close();
      await store.close();
    },
  });
}

async function main(): Promise<void> {
  const db = await createTestDatabase('bench_subscribers');
  const writer = new PostgresEventStore({ url: db.url });
  const subscribers: Array<Awaited<ReturnType<typeof subscriber>>> = [];
  try {
    await migrateEventStore(writer.connectionPool);
    // Their process is another one in production; here they share this one, each with its own
    // LISTEN connection and pool, so every wake-up is a NOTIFY as it would be across processes.
    subscribers.push(
      await subscriber(db.url, 'every event', undefined),
      await subscriber(db.url, 'eventTypes: a type not appended', ['CardScored']),
      await subscriber(db.url, 'eventTypes: the appended type', ['ShippingAddressChanged']),
    );
    const before = subscribers.map((s) => s.statements);
    const cpu = process.cpuUsage();
    for (let i = 0; i < APPENDS; i++) {
      await writer.append(
        `bench-${i % 100}`,
        [{ id: randomUUID(), type: 'ShippingAddressChanged', data: { i } }],
        {
          expectedRevision: 'any',
        },
      );
      await new Promise((resolve) => setTimeout(resolve, GAP_MS));
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    const used = process.cpuUsage(cpu);
    const perAppend = subscribers.map((s, i) => (s.statements - before[i]!) / APPENDS);
    console.log(`${APPENDS} appends of one event, one every ${GAP_MS} ms`);
    console.log('subscriber                                  statements per append   delivered');
    subscribers.forEach((s, i) =>
      console.log(
        `${s.name.padEnd(44)}${perAppend[i]!.toFixed(3).padStart(21)}${String(s.delivered).padStart(12)}`,
      ),
    );
    const cpuMs = (used.user + used.system) / 1000 / APPENDS;
    console.log(`process CPU per append (writer and the three subscribers): ${cpuMs.toFixed(3)} ms`);
    console.log(
      JSON.stringify({
        appends: APPENDS,
        unfiltered_statements_per_append: Number(perAppend[0]!.toFixed(3)),
        unwanted_type_statements_per_append: Number(perAppend[1]!.toFixed(3)),
        wanted_type_statements_per_append: Number(perAppend[2]!.toFixed(3)),
        cpu_ms_per_append: Number(cpuMs.toFixed(3)),
      }),
    );
  } finally {
    for (const s of subscribers) await s.close();
    await writer.close();
    await db.drop();
  }
}

main().catch((error) => {
  console.error('bench failed:', error);
  process.exit(1);
});
