import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';

export { launchChromium } from '@slabworks/testing/src/chromium';

const REPO = join(__dirname, '..', '..', '..', '..');

/** One running bundle (api or worker) and what it printed (JSON log lines). */
export interface RunningProcess {
  readonly name: string;
  readonly child: ChildProcess;
  readonly lines: () => Array<Record<string, unknown>>;
  kill(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * The production bundles, as the image runs them. Built once when missing; then copied to a private
 * folder (under node_modules, so they still resolve its packages) because other work may rebuild
 * dist/ (nest deletes it first) while this test runs.
 */
export function privateBundles(label: string): { api: string; worker: string; cleanup(): void } {
  // Several test files need the bundles and jest runs two at a time: one builds, the other waits.
  withBuildLock(() => {
    for (const service of ['api', 'worker']) {
      if (!existsSync(join(REPO, 'dist', 'services', service, 'main.js')))
        execFileSync('npx', ['nest', 'build', service], { cwd: REPO, stdio: 'inherit' });
    }
  });
  const dir = join(REPO, 'node_modules', '.cache', `scale-out-${label}`);
  mkdirSync(dir, { recursive: true });
  for (const service of ['api', 'worker'])
    cpSync(join(REPO, 'dist', 'services', service), join(dir, service), { recursive: true });
  return {
    api: join(dir, 'api', 'main.js'),
    worker: join(dir, 'worker', 'main.js'),
    cleanup: () => rmSync(dir, { recursive: true, force: true }),
  };
}

const BUILD_LOCK = join(REPO, 'node_modules', '.cache', 'bundles-build.lock');

/** mkdir is atomic: whoever makes the folder builds; a lock older than 15 minutes was left by a killed run. */
function withBuildLock(build: () => void): void {
  mkdirSync(join(BUILD_LOCK, '..'), { recursive: true });
  const sleeper = new Int32Array(new SharedArrayBuffer(4));
  for (;;) {
    try {
      mkdirSync(BUILD_LOCK);
      break;
    } catch {
      if (Date.now() - (statSync(BUILD_LOCK, { throwIfNoEntry: false })?.mtimeMs ?? Date.now()) > 15 * 60_000)
        rmSync(BUILD_LOCK, { recursive: true, force: true });
      else Atomics.wait(sleeper, 0, 0, 500);
    }
  }
  try {
    build();
  } finally {
    rmSync(BUILD_LOCK, { recursive: true, force: true });
  }
}

const started = new Set<ChildProcess>();
// However the test ends (a failed assertion, a timeout, jest tearing the worker down), no bundle
// outlives it.
process.once('exit', () => {
  for (const child of started)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

export function startBundle(name: string, main: string, env: Record<string, string>): RunningProcess {
  const child = spawn(process.execPath, [main], {
    cwd: REPO,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.add(child);
  const parsed: Array<Record<string, unknown>> = [];
  let partial = '';
  const take = (chunk: Buffer) => {
    partial += chunk.toString();
    const lines = partial.split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) {
      try {
        parsed.push(JSON.parse(line) as Record<string, unknown>);
      } catch {
        parsed.push({ msg: line });
      }
    }
  };
  child.stdout!.on('data', take);
  child.stderr!.on('data', take);
  return {
    name,
    child,
    lines: () => parsed,
    async kill(signal: NodeJS.Signals = 'SIGTERM') {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill(signal);
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    },
  };
}

export async function waitFor<T>(
  what: string,
  check: () => Promise<T | undefined | false>,
  timeoutMs: number,
  stepMs = 250,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      const value = await check();
      if (value !== undefined && value !== false) return value;
    } catch (error) {
      lastError = error;
    }
    await new Promise((r) => setTimeout(r, stepMs));
  }
  throw new Error(`${what}: not within ${timeoutMs} ms${lastError ? ` (${String(lastError)})` : ''}`);
}

/** A JSON call to a running api, as the web app makes it (English messages). */
export async function callApi<T = Record<string, unknown>>(
  url: string,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: object,
): Promise<{ status: number; headers: Headers; body: { code: string; message: string; data: T } }> {
  const res = await fetch(`${url}${path}`, {
    method,
    headers: { 'x-lang': 'en', ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as never };
}
