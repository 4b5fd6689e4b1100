// npm run bench:api-ab — two versions of the api side by side, interleaved: sequential runs of
// bench:orders on this virtual machine moved more between runs (its speed drifts over minutes) than
// the changes they were meant to compare. Each version is its own api process on its own scratch
// database; rounds of 40 sequential requests alternate between the two (order flipped every round),
// so drift falls on both. Prints p50 latency and the api process's CPU per request for a signed-in
// GET (session + one statement) and for place-order.
// AB_BEFORE: the other version's services/api/src/main.ts (e.g. a `git worktree` inside this checkout,
// so it resolves this node_modules: `git worktree add .ab-before HEAD~1` and link
// services/api/node_modules into it). AB_ROUNDS: rounds per version (default 16).
import 'reflect-metadata';
import { Pool } from 'pg';
import { createTestDatabase, testKeyPrefix } from '@slabworks/testing';
import { startApi } from './support/api-process';
import { insertMembers, logIn } from './support/bench-members';
import { BenchHttp } from './support/http-client';
import { percentile } from './support/load';
import { cpuSeconds, processCpu } from './support/process-cpu';
import { placeOrder, seedOrderPhotos } from './support/order-flow';

const REQUESTS_PER_ROUND = 40;
const KINDS = ['signed-in GET', 'place-order'] as const;
type Kind = (typeof KINDS)[number];

async function startSide(label: string, entry: string | undefined) {
  const db = await createTestDatabase(`api_ab_${label}`);
  if (entry) process.env.BENCH_API_ENTRY = entry;
  else delete process.env.BENCH_API_ENTRY;
  const api = await startApi({
    DATABASE_URL: db.url,
    REDIS_PREFIX: testKeyPrefix(`api-ab-${label}`),
    AUTH_RATE_LIMIT: '1000000',
    ACCESS_TOKEN_MINUTES: '120',
  });
  const pool = new Pool({ connectionString: db.url, max: 2 });
  const [member] = await insertMembers(pool, 1, 'MEMBER', label);
  const http = new BenchHttp(api.url, 4);
  const session = await logIn(http, member!);
  // One photo per placed order (an upload belongs to one order): rounds × requests, and a margin.
  await seedOrderPhotos(pool, [member!], Number(process.env.AB_ROUNDS ?? 16) * REQUESTS_PER_ROUND + 100);
  const send: Record<Kind, () => Promise<unknown>> = {
    'signed-in GET': () => http.expect(200, 'GET', '/api/member/can-order', undefined, session.headers),
    'place-order': () => placeOrder(http, session),
  };
  const latencies: Record<Kind, number[]> = { 'signed-in GET': [], 'place-order': [] };
  const cpu: Record<Kind, number> = { 'signed-in GET': 0, 'place-order': 0 };
  return {
    label,
    async round() {
      for (const kind of KINDS) {
        const before = cpuSeconds(processCpu(api.pid));
        for (let i = 0; i < REQUESTS_PER_ROUND; i++) {
          const t0 = performance.now();
          await send[kind]();
          latencies[kind].push(performance.now() - t0);
        }
        cpu[kind] += cpuSeconds(processCpu(api.pid)) - before;
      }
    },
    report() {
      return KINDS.map((kind) => {
        const cpuMs = (cpu[kind] * 1000) / latencies[kind].length;
        return `${kind} p50 ${percentile(latencies[kind], 50).toFixed(2)} ms, api CPU ${cpuMs.toFixed(2)} ms`;
      }).join(' | ');
    },
    async stop() {
      http.close();
      await pool.end();
      await api.stop();
      await db.drop();
    },
  };
}

async function main(): Promise<void> {
  const before = process.env.AB_BEFORE;
  if (!before) throw new Error('AB_BEFORE: the main.ts of the version to compare with');
  const sides = [await startSide('before', before), await startSide('after', undefined)];
  try {
    // Warm-up: JIT, pools, the first order number of the day.
    for (const side of sides) await side.round();
    const rounds = Number(process.env.AB_ROUNDS ?? 16);
    for (let r = 0; r < rounds; r++)
      for (const side of r % 2 ? sides : [...sides].reverse()) await side.round();
    for (const side of sides) console.log(`${side.label.padEnd(6)} ${side.report()}`);
  } finally {
    for (const side of sides) await side.stop();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error('bench failed:', error);
    process.exit(1);
  },
);
