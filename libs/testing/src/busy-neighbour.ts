import { Client } from 'pg';
import { createTestDatabase, type TestDatabase } from './test-database';

export interface BusyNeighbourOptions {
  /** Connections, each running one transaction after another. */
  connections?: number;
  /** Each transaction stays open up to this long (random), holding the server-wide horizon. */
  maxHoldMs?: number;
}

export interface BusyNeighbour {
  readonly database: TestDatabase;
  /** Transactions committed so far. */
  readonly committed: () => number;
  stop(): Promise<void>;
}

/**
 * Another application on the same PostgreSQL server, busy: a loop of short write transactions in a
 * database of its own. Transaction ids are server-wide, so each one it holds open keeps
 * pg_snapshot_xmin (the horizon the event store reads below) under whatever a test appends meanwhile,
 * as another instance of the product did on 2026-11-28 (issue 33). Tests that wait for "the server
 * to be quiet" fail beside it; tests that wait for what they themselves appended hold.
 */
export async function startBusyNeighbour(options: BusyNeighbourOptions = {}): Promise<BusyNeighbour> {
  const { connections = 3, maxHoldMs = 200 } = options;
  const database = await createTestDatabase('busy_neighbour');
  const setup = new Client({ connectionString: database.url });
  await setup.connect();
  await setup.query(
    'CREATE TABLE IF NOT EXISTS ticks (id bigserial PRIMARY KEY, at timestamptz DEFAULT now())',
  );
  await setup.end();
  let running = true;
  let committed = 0;
  const loop = async () => {
    const client = new Client({ connectionString: database.url });
    await client.connect();
    try {
      while (running) {
        await client.query('BEGIN');
        await client.query('INSERT INTO ticks DEFAULT VALUES'); // takes an xid now, as any writer does
        await client.query('SELECT pg_sleep($1)', [(Math.random() * maxHoldMs) / 1000]);
        await client.query('COMMIT');
        committed += 1;
      }
    } finally {
      await client.end();
    }
  };
  const loops = Array.from({ length: connections }, () => loop());
  return {
    database,
    committed: () => committed,
    async stop() {
      running = false;
      await Promise.all(loops);
      await database.drop();
    },
  };
}
