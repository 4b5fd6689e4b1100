// npm run bench:orders — the order service over real HTTP on its own scratch database: place-order and
// advance-stage latency (1 and 8 clients), projection lag under that load, rebuilding the orders
// projection from ~1M generated events, and the member order list over ~1M orders; each beside the
// raw PostgreSQL figure measured in the same run. Progress goes to stderr; the table and, as the last
// line, one JSON object go to stdout. Run with node -r ./services/api/bench/swc-register.cjs.
// Knobs (defaults are the issue's sizes): BENCH_HISTORY_EVENTS, BENCH_LIST_ORDERS,
// BENCH_REBUILD_MAX_SECONDS (the rebuild is cut off there and the count reached is reported),
// BENCH_API_NODE_ARGS (extra node flags for the api process, e.g. --cpu-prof), BENCH_COMMANDS_ONLY=1
// (stop after the command windows, their raw INSERT figures and profiles: ~40 s, for iterating),
// BENCH_SETTLE_SECONDS (a rest between the place-order warm-up and the timed windows; default 0),
// BENCH_HISTORY_ONLY=1 (stop after the rebuild and its read) and BENCH_KEEP_DATABASE=1 (leave the
// scratch database with its generated history for rebuild.bench.ts to rebuild again and again).
import 'reflect-metadata';
import IORedis from 'ioredis';
import { Pool } from 'pg';
import { createEventStore, type EventStore } from '@slabworks/event-store';
import { createTestDatabase, testKeyPrefix } from '@slabworks/testing';
import { startApi, type ApiProcess } from './support/api-process';
import { insertMembers, logInAll, storeOwners } from './support/bench-members';
import { runCommandPhase, type CommandPhase } from './support/command-phase';
import { checkGeneratedStreams, generateHistory } from './support/history-generator';
import { chooseTemplates, timeCatchUpRead, timeRebuild } from './support/history-phase';
import { slotsFor } from './support/history-templates';
import { BenchHttp } from './support/http-client';
import { runListPhase } from './support/list-phase';
import { runLongStreamPhase } from './support/long-stream';
import { percentile, type Window } from './support/load';
import { seedOrderPhotos } from './support/order-flow';
import { ProjectionLagSampler } from './support/projection-lag';
import { startProjectionsProcess } from './support/projections-process';
import { rawInserts } from './support/raw-postgres';
import { startHttpFloor } from './floor/floor-process';
import { fillOrderRows } from './support/read-model-rows';
import {
  header,
  p50,
  p99,
  perSecond,
  perOp,
  profileReport,
  row,
  slowestOps,
  windowRow,
} from './support/report';

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const HISTORY_EVENTS = env('BENCH_HISTORY_EVENTS', 1_000_000);
const LIST_ORDERS = env('BENCH_LIST_ORDERS', 1_000_000);
const REBUILD_MAX_SECONDS = env('BENCH_REBUILD_MAX_SECONDS', 240);
const COMMANDS_ONLY = process.env.BENCH_COMMANDS_ONLY === '1';
const HISTORY_ONLY = process.env.BENCH_HISTORY_ONLY === '1';
const KEEP_DATABASE = process.env.BENCH_KEEP_DATABASE === '1';
const OWNERS = 10_000; // ~100 orders each at 1M
const LIMITS = {
  place1: { clients: 1, seconds: 6, maxOps: 600 },
  place8: { clients: 8, seconds: 8, maxOps: 2400 },
  advance1: { clients: 1, seconds: 6, maxOps: 600 },
  advance8: { clients: 8, seconds: 8, maxOps: 2400 },
  raw1: { clients: 1, seconds: 3, maxOps: 5000 },
  raw8: { clients: 8, seconds: 3, maxOps: 20000 },
  list: { clients: 16, seconds: 8, maxOps: 40000 },
  rawList: { clients: 16, seconds: 5, maxOps: 40000 },
};
const log = (line: string) => console.error(line);

async function clearRedis(prefix: string): Promise<void> {
  const redis = new IORedis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', { lazyConnect: true });
  try {
    await redis.connect();
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
}

// Latency ratios: how many raw INSERT commits one command costs; rate ratios: share of the raw rate.
const times = (a: number | null, b: number | null) => (a && b ? Number((a / b).toFixed(1)) : null);
const share = (a: number, b: number) => (b ? Number((a / b).toFixed(2)) : null);

function printCommandRows(commands: CommandPhase, raw1: Window, raw8: Window): void {
  const rawInsert = `raw INSERT p50 ${p50(raw1)} / p99 ${p99(raw1)} ms`;
  const rawRate8 = perSecond(raw8);
  console.log(header());
  for (const w of [commands.place1, commands.advance1])
    console.log(windowRow(w, `${rawInsert}; ratio ${times(p50(w), p50(raw1))}× at p50`));
  for (const w of [commands.place8, commands.advance8])
    console.log(
      windowRow(
        w,
        `raw INSERT 8 conn ${rawRate8.toLocaleString('en')}/s; ratio ${share(perSecond(w), rawRate8)} of its rate`,
      ),
    );
  console.log(windowRow(raw1), '\n' + windowRow(raw8));
  console.log(slowestOps(commands.place1));
  console.log(slowestOps(commands.advance1));
}

/** One cleanup step, given 30 s: a step that never settles is named, and the rest of the cleanup runs. */
async function boundedStep(label: string, step: () => Promise<unknown>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timed out'>((resolve) => {
    timer = setTimeout(() => resolve('timed out'), 30_000);
  });
  const outcome = await Promise.race([step().then(() => 'done' as const), timedOut]).catch(
    (e: unknown) => `failed: ${String(e)}`,
  );
  clearTimeout(timer);
  if (outcome !== 'done') log(`cleanup: ${label} ${outcome}`);
}

async function main(): Promise<void> {
  const began = performance.now();
  const db = await createTestDatabase('bench_orders');
  const redisPrefix = testKeyPrefix('bench-orders');
  const cleanup: Array<[string, () => Promise<unknown>]> = [];
  try {
    log(`scratch database ${db.name}, Redis prefix ${redisPrefix}`);
    const api: ApiProcess = await startApi({
      DATABASE_URL: db.url,
      REDIS_PREFIX: redisPrefix,
      AUTH_RATE_LIMIT: '1000000',
      ACCESS_TOKEN_MINUTES: '120',
    });
    cleanup.push(['api process', () => api.stop()]);
    log(`api (child process, migrations applied) at ${api.url}`);
    const pool = new Pool({ connectionString: db.url, max: 4 });
    cleanup.push(['bench pool', () => pool.end()]);
    const store: EventStore = await createEventStore({
      kind: 'postgres',
      url: db.url,
      migrate: false,
      poolSize: 6,
    });
    cleanup.push(['event store', () => store.close()]);
    const http = new BenchHttp(api.url, 64);
    cleanup.push(['http agent', async () => http.close()]);

    // The worker's read-model runners, in a process of their own as in production, fed by the event
    // store subscription.
    const projections = await startProjectionsProcess(db.url);
    const stopRunners = () => projections.stop();
    cleanup.push(['projections process', stopRunners]);

    const owners = await insertMembers(pool, OWNERS, 'MEMBER', 'm');
    await storeOwners(pool, owners);
    const members = await logInAll(http, owners.slice(0, 8));
    // Every order placed below (warm-ups, timed and profiled windows, templates) needs a photo of its own.
    await seedOrderPhotos(pool, members, 2_000);
    const operators = await logInAll(http, await insertMembers(pool, 8, 'OPERATOR', 'op'));
    log(`${OWNERS} members, 8 signed in to order, 8 operators signed in`);

    const lag = new ProjectionLagSampler(db.url);
    await lag.start();
    const commands = await runCommandPhase(http, store, members, operators, lag, LIMITS, log, api.probe);
    await lag.stop();
    const longStream = await runLongStreamPhase(http, store, members[0]!);
    log(`  long stream: p50 ${p50(longStream.long)} ms at 500 events, ${p50(longStream.short)} ms at 5`);
    const placedEvent = (
      await pool.query(`SELECT data FROM event_store.events WHERE type = 'OrderPlaced' LIMIT 1`)
    ).rows[0].data;
    const raw1 = await rawInserts(db.url, LIMITS.raw1, placedEvent);
    const raw8 = await rawInserts(db.url, LIMITS.raw8, placedEvent);

    if (COMMANDS_ONLY) {
      printCommandRows(commands, raw1, raw8);
      console.log(profileReport(commands.placeProbe, 'place-order'));
      console.log(profileReport(commands.advanceProbe, 'advance-stage'));
      console.log(
        `projection lag (append → row visible): p50 ${percentile(lag.samples, 50).toFixed(1)} ms, ` +
          `p99 ${percentile(lag.samples, 99).toFixed(1)} ms over ${lag.samples.length} samples`,
      );
      return;
    }

    const templates = await chooseTemplates(http, store, commands, members, log);
    await stopRunners(); // the generated history is for the rebuild alone
    const slots = slotsFor(templates);
    log(`templates: ${[...new Set(slots)].map((t) => `${t.label} (${t.events.length} events)`).join(', ')}`);
    const history = await generateHistory(pool, slots, OWNERS, HISTORY_EVENTS, log);
    const checked = await checkGeneratedStreams(store, slots, history.orders, 300);
    log(
      `generated ${history.events.toLocaleString('en')} events of ${history.orders.toLocaleString('en')} orders in ${history.seconds.toFixed(1)} s; ${checked} random streams fold as their templates`,
    );
    const rebuild = await timeRebuild(pool, store, REBUILD_MAX_SECONDS, log);
    const read = await timeCatchUpRead(store, rebuild.applied, 30);
    const readPerSecond = Math.round(read.events / read.seconds);
    const rebuiltRows = Number((await pool.query(`SELECT count(*) AS n FROM read_models.orders`)).rows[0].n);
    log(
      `rebuild: ${rebuild.applied.toLocaleString('en')} events in ${rebuild.seconds.toFixed(1)} s, ${rebuiltRows} rows; catch-up read ${readPerSecond.toLocaleString('en')} events/s; ratio ${share(rebuild.applied / rebuild.seconds, readPerSecond)}`,
    );
    if (HISTORY_ONLY) return;

    const listOrders = await fillOrderRows(pool, LIST_ORDERS, OWNERS, log);
    const floor = await startHttpFloor(db.url);
    cleanup.push(['http floor', () => floor.stop()]);
    const list = await runListPhase(
      http,
      db.url,
      owners,
      64,
      { http: LIMITS.list, raw: LIMITS.rawList },
      api.probe,
      floor.url,
    );
    log(`list query plans at ${listOrders.toLocaleString('en')} orders:\n    ${list.plan.join('\n    ')}`);

    const lagP50 = percentile(lag.samples, 50);
    const lagP99 = percentile(lag.samples, 99);
    const rebuildPerSecond = Math.round(rebuild.applied / rebuild.seconds);
    const rawRate8 = perSecond(raw8);
    console.log(`\norders bench: ${((performance.now() - began) / 1000).toFixed(0)} s so far`);
    printCommandRows(commands, raw1, raw8);
    const { short, long, shortUncached, longUncached } = longStream;
    console.log(windowRow(short, 'command pipeline in process, folded-order cache'));
    console.log(windowRow(long, `ratio ${times(p50(long), p50(short))}× the 5-event order at p50`));
    console.log(windowRow(shortUncached, 'without the cache'));
    console.log(
      windowRow(longUncached, `ratio ${times(p50(longUncached), p50(shortUncached))}× without the cache`),
    );
    console.log(
      row(
        'projection lag (append → row visible)',
        String(lag.samples.length),
        '',
        lagP50.toFixed(1),
        lagP99.toFixed(1),
        `${lag.timeouts} not seen in 15 s`,
      ),
    );
    console.log(
      row(
        `rebuild orders, ${rebuild.complete ? 'complete' : 'CUT OFF'}`,
        rebuild.applied.toLocaleString('en'),
        rebuildPerSecond.toLocaleString('en'),
        '',
        '',
        `${rebuild.seconds.toFixed(1)} s incl. indexes and swap; catch-up read alone ${readPerSecond.toLocaleString('en')} events/s; ratio ${share(rebuildPerSecond, readPerSecond)}`,
      ),
    );
    console.log(
      windowRow(
        list.http,
        `over ${listOrders.toLocaleString('en')} orders, ${list.sampleTotal} in a sampled list; ratio ${share(perSecond(list.http), perSecond(list.raw))} of the raw query's rate`,
      ),
    );
    console.log(
      windowRow(
        list.floor,
        `the same statements behind a bare Fastify route; the api is ${share(perSecond(list.http), perSecond(list.floor))} of it`,
      ),
    );
    console.log(windowRow(list.raw, "the handler's statements over node-postgres (pool 10)"));
    console.log(profileReport(commands.placeProbe, 'place-order'));
    console.log(profileReport(commands.advanceProbe, 'advance-stage'));
    console.log(profileReport(list.probe, 'GET /api/orders', 'request'));
    const summary = {
      cmd_p50_ms: p50(commands.place1),
      cmd_p99_ms: p99(commands.place1),
      cmd8_p50_ms: p50(commands.place8),
      cmd8_p99_ms: p99(commands.place8),
      cmd8_per_s: perSecond(commands.place8),
      advance_p50_ms: p50(commands.advance1),
      advance_p99_ms: p99(commands.advance1),
      advance8_p50_ms: p50(commands.advance8),
      advance8_p99_ms: p99(commands.advance8),
      advance8_per_s: perSecond(commands.advance8),
      advance8_ratio: share(perSecond(commands.advance8), rawRate8),
      long_stream_ratio: times(p50(long), p50(short)),
      raw_insert_ms: p50(raw1),
      raw_insert_p99_ms: p99(raw1),
      raw_insert8_p99_ms: p99(raw8),
      lag_p50_ms: Number(lagP50.toFixed(1)),
      lag_p99_ms: Number(lagP99.toFixed(1)),
      lag_samples: lag.samples.length,
      rebuild_per_s: rebuildPerSecond,
      rebuild_events: rebuild.applied,
      rebuild_complete: rebuild.complete,
      rebuild_seconds: Number(rebuild.seconds.toFixed(1)),
      raw_read_per_s: readPerSecond,
      rebuild_ratio: share(rebuildPerSecond, readPerSecond),
      generated_events: history.events,
      generated_orders: history.orders,
      list_rps: perSecond(list.http),
      list_p99_ms: p99(list.http),
      list_orders: listOrders,
      list_floor_rps: perSecond(list.floor),
      list_floor_ratio: share(perSecond(list.http), perSecond(list.floor)),
      raw_lookup_rps: perSecond(list.raw),
      list_ratio: share(perSecond(list.http), perSecond(list.raw)),
      place_round_trips: perOp(commands.placeProbe),
      advance_round_trips: perOp(commands.advanceProbe),
      failures: [commands.place1, commands.place8, commands.advance1, commands.advance8, list.http].reduce(
        (n, w) => n + w.failures,
        0,
      ),
    };
    console.log(JSON.stringify(summary));
  } finally {
    for (const [label, step] of cleanup.reverse()) await boundedStep(label, step);
    if (KEEP_DATABASE) log(`kept ${db.url}`);
    else await db.drop().catch((e) => log(`could not drop ${db.name}: ${String(e)}`));
    await clearRedis(redisPrefix).catch((e) => log(`could not clear Redis ${redisPrefix}: ${String(e)}`));
    log(`done in ${((performance.now() - began) / 1000).toFixed(0)} s`);
  }
}

main().catch((error) => {
  console.error('bench failed:', error);
  process.exitCode = 1;
});
