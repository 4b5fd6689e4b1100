import type { BenchMember } from './bench-members';
import { logInAll } from './bench-members';
import type { ProbeResult } from './api-process';
import { BenchHttp } from './http-client';
import { measure, type Window, type WindowLimits } from './load';
import { Client } from 'pg';
import type { DataSource } from 'typeorm';
import {
  ListMemberOrdersHandler,
  ListMemberOrdersQuery,
} from '../../src/order/queries/list-member-orders/list-member-orders.query';
import { OrderQueueHandler, OrderQueueQuery } from '../../src/console/queries/order-queue/order-queue.query';
import { ReadYourWrites } from '../../src/order/read-model/read-your-writes';
import { querySource } from './query-source';
import { rawLookups } from './raw-postgres';

export interface ListPhase {
  http: Window;
  /** The same statements behind a bare Fastify route (floor/http-floor.ts), same clients, over HTTP. */
  floor: Window;
  raw: Window;
  /** The api's round trips and CPU profile over an untimed window of list requests (1 client). */
  probe: ProbeResult & { ops: number };
  /** EXPLAIN (ANALYZE, BUFFERS) of every statement of the member list and the console queue. */
  plan: string[];
  /** Orders in the first answer's list, as a sanity check that lists are not empty. */
  sampleTotal: number;
}

const PAGE_SIZE = 20;
const PROBED_LISTS = 400;
const pickPage = () => 1 + Math.floor(Math.random() * 3);

/**
 * GET /api/orders?tab=all for random signed-in owners (pages 1-3 of 20), then the handler behind it
 * (ListMemberOrdersHandler: the same statements with the same parameters) for the same owners over
 * node-postgres; then one probed window and the plans.
 */
export async function runListPhase(
  http: BenchHttp,
  url: string,
  owners: BenchMember[],
  sessionsWanted: number,
  limits: { http: WindowLimits; raw: WindowLimits },
  probe: (work: () => Promise<unknown>) => Promise<ProbeResult>,
  floorUrl: string,
): Promise<ListPhase> {
  const picked = [...owners].sort(() => Math.random() - 0.5).slice(0, sessionsWanted);
  const sessions = await logInAll(http, picked);
  const get = async () => {
    const s = sessions[Math.floor(Math.random() * sessions.length)]!;
    await http.expect(
      200,
      'GET',
      `/api/orders?tab=all&page=${pickPage()}&size=${PAGE_SIZE}`,
      undefined,
      s.headers,
    );
  };
  const first = await http.expect(
    200,
    'GET',
    `/api/orders?tab=all&page=1&size=${PAGE_SIZE}`,
    undefined,
    sessions[0]!.headers,
  );
  await measure('warm-up list', { clients: limits.http.clients, seconds: 5, maxOps: 200 }, get);
  const httpWindow = await measure(`GET /api/orders, ${limits.http.clients} conn`, limits.http, get);
  const floorHttp = new BenchHttp(floorUrl, limits.http.clients);
  const floorGet = async () => {
    const owner = picked[Math.floor(Math.random() * picked.length)]!;
    await floorHttp.expect(
      200,
      'GET',
      `/floor/orders?memberId=${owner.id}&page=${pickPage()}&size=${PAGE_SIZE}`,
    );
  };
  let floor: Window;
  try {
    await measure('warm-up floor list', { clients: limits.http.clients, seconds: 3, maxOps: 200 }, floorGet);
    floor = await measure(`HTTP floor list, ${limits.http.clients} conn`, limits.http, floorGet);
  } finally {
    floorHttp.close();
  }
  const raw = await rawLookups(url, limits.raw, () => ({
    memberId: picked[Math.floor(Math.random() * picked.length)]!.id,
    page: pickPage(),
    size: PAGE_SIZE,
  }));
  let probedOps = 0;
  const probed = await probe(async () => {
    const w = await measure('probed list', { clients: 1, seconds: 30, maxOps: PROBED_LISTS }, get);
    probedOps = w.ops;
  });
  return {
    http: httpWindow,
    floor,
    raw,
    probe: { ...probed, ops: probedOps },
    sampleTotal: Number(first.body.data.total),
    plan: await explainLists(url, picked[0]!.id),
  };
}

/**
 * A DataSource whose every statement is answered by its EXPLAIN (ANALYZE, BUFFERS): the handlers
 * run as in the api, so the plans are those of the statements they send (rows come back empty).
 */
function explaining(client: Client, plans: string[], rowsOnly = false): DataSource {
  const dataSource = {
    query: async (sql: string, params: unknown[]) => {
      // rowsOnly: the page's rows statement alone (the counts were shown with the first page).
      if (rowsOnly && !sql.includes('ORDER BY')) return [];
      const { rows } = await client.query(`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${sql}`, params);
      plans.push(...rows.map((r) => String(r['QUERY PLAN'])), '--');
      return [];
    },
  };
  return dataSource as unknown as DataSource;
}

/** The member list (tab all, page 1) and the console queue: first page, the keyset page after it, a stage. */
async function explainLists(url: string, memberId: string): Promise<string[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  const real = querySource(client);
  const noWait = new ReadYourWrites({} as DataSource, undefined as never, undefined as never);
  const plans: string[] = [];
  try {
    plans.push('member list, tab all, page 1:');
    await new ListMemberOrdersHandler(explaining(client, plans), noWait).execute(
      new ListMemberOrdersQuery(memberId, 'all', 1, PAGE_SIZE),
    );
    const queue = (readModel: DataSource, filter: object, cursor?: string) =>
      new OrderQueueHandler(readModel, noWait).execute(new OrderQueueQuery(filter, 1, 50, undefined, cursor));
    plans.push('console queue, default view (oldest change first), page 1:');
    await queue(explaining(client, plans), {});
    const { next } = await queue(real, {});
    plans.push('console queue, the keyset page after it (rows statement):');
    await queue(explaining(client, plans, true), {}, next ?? undefined);
    const { rows } = await client.query(
      `SELECT display_stage FROM read_models.orders WHERE status <> 'TEMP_SAVED' AND display_stage IS NOT NULL
       GROUP BY display_stage ORDER BY count(*) DESC LIMIT 1`,
    );
    plans.push(`console queue, stage ${rows[0]?.display_stage} (the largest), page 1 (rows statement):`);
    await queue(explaining(client, plans, true), { stage: rows[0]?.display_stage });
    return plans;
  } finally {
    await client.end();
  }
}
