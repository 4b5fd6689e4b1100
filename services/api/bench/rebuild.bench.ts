// Rebuilds the orders projection again and again over a history that `bench:orders` left behind
// (BENCH_HISTORY_ONLY=1 BENCH_KEEP_DATABASE=1 prints the database's url as "kept …"), each rebuild
// followed by the same catch-up read that bench:orders sets beside it, so each ratio is a pair taken
// one minute apart. For iterating on the rebuild without the command phase and the generation.
//   BENCH_DATABASE_URL=postgres://…/sw_bench_orders_… node -r ./services/api/bench/swc-register.cjs \
//     services/api/bench/rebuild.bench.ts
// Knobs: BENCH_ROUNDS (2); BENCH_VARIANTS, comma-separated paths of other copies of
// support/rebuild-timing.ts (another checkout's code, for A/B pairs in one process: round by round,
// each variant's rebuild and read in turn; "." is this checkout's).
import { readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { Pool } from 'pg';
import { createEventStore } from '@slabworks/event-store';
import { cpuSeconds, processCpu } from './support/process-cpu';

type Timing = typeof import('./support/rebuild-timing');

const url = process.env.BENCH_DATABASE_URL;
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const variants = (process.env.BENCH_VARIANTS ?? '.').split(',');
const log = (line: string) => console.error(line);

/**
 * CPU seconds so far of the server processes serving this database (Linux /proc, same machine):
 * beside the wall time, which the other engineers' load on the machine swings, what the work cost.
 */
function serverCpuSeconds(database: string): Map<string, number> {
  const seconds = new Map<string, number>();
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      if (!readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(` ${database} `)) continue;
      seconds.set(pid, cpuSeconds(processCpu(pid)));
    } catch {
      // gone meanwhile
    }
  }
  return seconds;
}

const cpuSince = (before: Map<string, number>, after: Map<string, number>) =>
  [...after].reduce((sum, [pid, s]) => sum + s - (before.get(pid) ?? 0), 0);

async function main(): Promise<void> {
  if (!url) throw new Error('BENCH_DATABASE_URL: a database bench:orders kept (BENCH_KEEP_DATABASE=1)');
  const pool = new Pool({ connectionString: url, max: 4 });
  const store = await createEventStore({ kind: 'postgres', url, migrate: false, poolSize: 6 });
  try {
    for (let round = 1; round <= rounds; round++)
      for (const variant of variants) {
        const timing = (await import(
          variant === '.' ? './support/rebuild-timing' : resolve(variant)
        )) as Timing;
        const load = loadavg()[0]!.toFixed(2);
        const database = new URL(url).pathname.slice(1);
        const [server0, own0] = [serverCpuSeconds(database), process.cpuUsage()];
        const rebuild = await timing.timeRebuild(pool, store, 600, log);
        const [server1, own1] = [serverCpuSeconds(database), process.cpuUsage()];
        const ownRebuild = { user: own1.user - own0.user, system: own1.system - own0.system };
        const read = await timing.timeCatchUpRead(store, rebuild.applied, 60);
        const [server2, own2] = [serverCpuSeconds(database), process.cpuUsage(own1)];
        const rebuildRate = rebuild.applied / rebuild.seconds;
        const readRate = read.events / read.seconds;
        console.log(
          JSON.stringify({
            round,
            variant,
            events: rebuild.applied,
            rebuild_s: Number(rebuild.seconds.toFixed(1)),
            rebuild_per_s: Math.round(rebuildRate),
            read_per_s: Math.round(readRate),
            ratio: Number((rebuildRate / readRate).toFixed(3)),
            load_before: Number(load),
            load_after: Number(loadavg()[0]!.toFixed(2)),
            // CPU seconds: this process, and the server's processes for this database.
            rebuild_cpu: [(ownRebuild.user + ownRebuild.system) / 1e6, cpuSince(server0, server1)].map((s) =>
              Number(s.toFixed(1)),
            ),
            read_cpu: [(own2.user + own2.system) / 1e6, cpuSince(server1, server2)].map((s) =>
              Number(s.toFixed(1)),
            ),
          }),
        );
      }
  } finally {
    await store.close();
    await pool.end();
  }
}

main().catch((error) => {
  console.error('bench failed:', error);
  process.exitCode = 1;
});
