import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseEnv } from 'node:util';
import { freePort } from '../../src/testing/free-port';

export interface ProfileSummary {
  busyMs: number;
  idleMs: number;
  /** Self time per function and per area (our module, a package, node internals), largest first. */
  frames: Array<{ name: string; ms: number; share: number }>;
  areas: Array<{ name: string; ms: number; share: number }>;
}

/** Round trips and CPU profile of the api while `work` ran (api-probe.cjs). */
export interface ProbeResult {
  pg: number;
  redis: number;
  /** New PostgreSQL connections the api opened during the window. */
  connects?: number;
  /** The window's PostgreSQL statements (first 90 characters), most sent first, and their total wait. */
  statements?: { text: string; n: number; ms?: number }[];
  profile: ProfileSummary | null;
}

export interface ApiProcess {
  readonly url: string;
  /** The api process's id (its peak RSS is VmHWM in /proc/<pid>/status). */
  readonly pid: number;
  stop(): Promise<void>;
  /** Counts the api's database and Redis round trips and profiles its CPU while `work` runs. */
  probe(work: () => Promise<unknown>): Promise<ProbeResult>;
}

const REPO_ROOT = join(__dirname, '..', '..', '..', '..');
const API_MALLOC = parseEnv(readFileSync(join(REPO_ROOT, 'infra/docker/api-malloc.env'), 'utf8'));

async function waitUntilAnswering(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`api exited with ${child.exitCode}:\n${log()}`);
    try {
      await fetch(`${url}/api/health`);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  throw new Error(`api did not answer within 90 s:\n${log()}`);
}

/**
 * The api's own main.ts (migrations, then listen) in a child process on a free loopback port, as in
 * production: its own event loop, NODE_ENV=production. The TypeScript is compiled on load by swc
 * (swc-register.cjs), so the bench measures the source as it is, not a possibly stale dist/.
 */
export async function startApi(env: Record<string, string>): Promise<ApiProcess> {
  const port = await freePort();
  const probeFile = join(tmpdir(), `slabworks-bench-probe-${port}-${randomBytes(3).toString('hex')}.json`);
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(
    process.execPath,
    [
      // e.g. BENCH_API_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/api-prof" to profile the api under load
      ...(process.env.BENCH_API_NODE_ARGS ?? '').split(' ').filter(Boolean),
      '-r',
      join(__dirname, 'api-probe.cjs'),
      '-r',
      join(__dirname, '..', 'swc-register.cjs'),
      // BENCH_API_ENTRY: another checkout's main.ts, for an A/B of two versions in one run.
      process.env.BENCH_API_ENTRY ?? join(REPO_ROOT, 'services/api/src/main.ts'),
    ],
    {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        // Payments in the bench go through the command pipeline, never a provider.
        PAYMENT_SANDBOX_ALLOWED: 'true',
        PAYMENT_WEBHOOK_SECRET: randomBytes(32).toString('hex'),
        AUTH_SECRET: randomBytes(32).toString('hex'),
        HOST: '127.0.0.1',
        PORT: String(port),
        WEB_DIST: '/nonexistent',
        LOG_LEVEL: 'warn',
        // glibc as the Docker image tunes it (infra/docker/api-malloc.env).
        ...API_MALLOC,
        BENCH_PROBE_FILE: probeFile,
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const keep = (chunk: Buffer) => void (output = (output + chunk.toString()).slice(-8000));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
  };
  try {
    await waitUntilAnswering(url, child, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  const probe = async (work: () => Promise<unknown>): Promise<ProbeResult> => {
    rmSync(probeFile, { force: true });
    child.kill('SIGUSR2');
    await new Promise((r) => setTimeout(r, 200)); // the profiler starts on the api's next tick
    await work();
    child.kill('SIGUSR2');
    const deadline = Date.now() + 15_000;
    while (!existsSync(probeFile) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    const result = JSON.parse(readFileSync(probeFile, 'utf8')) as ProbeResult;
    rmSync(probeFile, { force: true });
    return result;
  };
  return { url, pid: child.pid!, stop, probe };
}
