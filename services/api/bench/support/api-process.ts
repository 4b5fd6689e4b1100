import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { join } from 'node:path';

export interface ApiProcess {
  readonly url: string;
  /** The api process's id (its peak RSS is VmHWM in /proc/<pid>/status). */
  readonly pid: number;
  stop(): Promise<void>;
}

const REPO_ROOT = join(__dirname, '..', '..', '..', '..');

function freeLoopbackPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

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
  const port = await freeLoopbackPort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(
    process.execPath,
    [
      // e.g. BENCH_API_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/api-prof" to profile the api under load
      ...(process.env.BENCH_API_NODE_ARGS ?? '').split(' ').filter(Boolean),
      '-r',
      join(__dirname, '..', 'swc-register.cjs'),
      join(REPO_ROOT, 'services/api/src/main.ts'),
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
  return { url, pid: child.pid!, stop };
}
