import type { BenchMember } from './bench-members';
import { logInAll } from './bench-members';
import type { BenchHttp } from './http-client';
import { measure, type Window, type WindowLimits } from './load';
import { Client } from 'pg';
import { ORDER_READ_COLUMNS } from '../../src/order/read-model/order-read.row';
import { rawLookups } from './raw-postgres';

export interface ListPhase {
  http: Window;
  raw: Window;
  /** EXPLAIN (ANALYZE, BUFFERS) of one member's page-1 rows query, for the report. */
  plan: string[];
  /** Orders in the first answer's list, as a sanity check that lists are not empty. */
  sampleTotal: number;
}

const PAGE_SIZE = 20;
const pickPage = () => 1 + Math.floor(Math.random() * 3);

/**
 * GET /api/orders?tab=all for random signed-in owners (pages 1-3 of 20), then the same query code
 * for the same owners over node-postgres.
 */
export async function runListPhase(
  http: BenchHttp,
  url: string,
  owners: BenchMember[],
  sessionsWanted: number,
  limits: { http: WindowLimits; raw: WindowLimits },
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
  const raw = await rawLookups(url, limits.raw, () => ({
    memberId: picked[Math.floor(Math.random() * picked.length)]!.id,
    page: pickPage(),
    size: PAGE_SIZE,
  }));
  return {
    http: httpWindow,
    raw,
    sampleTotal: Number(first.body.data.total),
    plan: await explain(url, picked[0]!.id),
  };
}

/** The two statements OrderReadModel.page sends for ListMemberOrdersHandler (tab all, page 1). */
async function explain(url: string, memberId: string): Promise<string[]> {
  const where = `member_id = $1 AND status <> 'TEMP_SAVED' AND $2 = ANY(tabs)`;
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const plan = async (sql: string) =>
      (await client.query(`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${sql}`, [memberId, 'all'])).rows.map((r) =>
        String(r['QUERY PLAN']),
      );
    return [
      ...(await plan(
        `SELECT ${ORDER_READ_COLUMNS} FROM read_models.orders WHERE ${where} ORDER BY placed_at DESC NULLS LAST, order_id DESC LIMIT 20 OFFSET 0`,
      )),
      '--',
      ...(await plan(`SELECT count(*)::int AS total FROM read_models.orders WHERE ${where}`)),
    ];
  } finally {
    await client.end();
  }
}
