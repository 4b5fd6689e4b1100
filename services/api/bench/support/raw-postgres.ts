import { randomUUID } from 'node:crypto';
import { Client, Pool } from 'pg';
import {
  ListMemberOrdersHandler,
  ListMemberOrdersQuery,
} from '../../src/order/queries/list-member-orders/list-member-orders.query';
import { ReadYourWrites } from '../../src/order/read-model/read-your-writes';
import { measure, type Window, type WindowLimits } from './load';
import { querySource } from './query-source';

/**
 * The physical floor beside the command figures: a single-row INSERT commit, one statement per
 * transaction (synchronous_commit as the server has it), of a row shaped like an event store row
 * carrying `data` (a real OrderPlaced payload from this run).
 */
export async function rawInserts(url: string, limits: WindowLimits, data: unknown): Promise<Window> {
  const clients = await Promise.all(
    Array.from({ length: limits.clients }, async () => {
      const c = new Client({ connectionString: url });
      await c.connect();
      return c;
    }),
  );
  try {
    await clients[0]!.query(`CREATE TABLE IF NOT EXISTS bench_raw_events (
      global_position bigserial PRIMARY KEY, stream_id text NOT NULL, revision bigint NOT NULL,
      event_id uuid NOT NULL, type text NOT NULL, data jsonb NOT NULL, metadata jsonb NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(), UNIQUE (stream_id, revision))`);
    const payload = JSON.stringify(data);
    const metadata = JSON.stringify({ actor: { id: randomUUID(), role: 'MEMBER' }, schemaVersion: 1 });
    return await measure(`raw INSERT commit, ${limits.clients} conn`, limits, async (client) => {
      await clients[client]!.query({
        name: 'raw_insert',
        text: `INSERT INTO bench_raw_events (stream_id, revision, event_id, type, data, metadata)
               VALUES ($1, 0, $2, 'OrderPlaced', $3, $4)`,
        values: [`raw-${randomUUID()}`, randomUUID(), payload, metadata],
      });
    });
  } finally {
    await Promise.all(clients.map((c) => c.end()));
  }
}

/** The member order list's own query code (no read-your-writes wait: no revision is sent). */
export const memberListOver = (db: Pool | Client): ListMemberOrdersHandler => {
  const readModels = querySource(db);
  return new ListMemberOrdersHandler(
    readModels,
    new ReadYourWrites(readModels, undefined as never, undefined as never),
  );
};

/**
 * The order list's own query code (ListMemberOrdersHandler → memberOrderList: tab counts + the page of list columns)
 * over a node-postgres pool as large as the api's, without HTTP, Nest, auth or TypeORM.
 */
export async function rawLookups(
  url: string,
  limits: WindowLimits,
  pick: () => { memberId: string; page: number; size: number },
): Promise<Window> {
  const pool = new Pool({ connectionString: url, max: 10 });
  const handler = memberListOver(pool);
  try {
    return await measure(`raw list query, ${limits.clients} callers`, limits, async () => {
      const { memberId, page, size } = pick();
      await handler.execute(new ListMemberOrdersQuery(memberId, 'all', page, size));
    });
  } finally {
    await pool.end();
  }
}
