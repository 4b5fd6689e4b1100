// Starts the real api (dist/services/api/main.js) and worker on a scratch PostgreSQL database and a unique Redis
// prefix, serving the built web app; stop() ends the api and drops both, also after a failure.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { copyFileSync, createWriteStream, existsSync, mkdirSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import Redis from 'ioredis';
import pg from 'pg';

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const withDatabase = (serverUrl, database) => {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
};

const adminQuery = async (serverUrl, sql) => {
  const client = new pg.Client({ connectionString: withDatabase(serverUrl, 'postgres') });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
};

const waitForHealth = async (url, child, timeoutMs = Number(process.env.E2E_API_START_MS ?? 180_000)) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`api exited with ${child.exitCode} before answering`);
    try {
      // Health answers 503 without a worker; the current-user call only needs the api itself.
      const res = await globalThis.fetch(`${url}/api/login`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`api did not answer ${url}/api/login within ${timeoutMs} ms`);
};

// Other work may rebuild dist/ (nest deletes it first) while the journeys run, so they run a private
// copy; it sits under web/node_modules so the bundle still resolves the workspace's packages.
// Built in a child the runner does not wait on, so journeys it runs meanwhile (the visitor's) go on.
const nestBuild = (repoRoot, service) =>
  new Promise((resolve, reject) => {
    const child = spawn('npx', ['nest', 'build', service], { cwd: repoRoot, stdio: 'inherit' });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`nest build ${service} failed`))));
  });

// The same lock as the jest tests that run the bundles (services/api/src/scale-out/processes.testing.ts):
// `npm test` runs jest beside the journeys, and two nest builds at once would delete each other's dist/.
// mkdir is atomic: whoever makes the folder builds; a lock older than 15 minutes was left by a killed run.
const withBuildLock = async (repoRoot, build) => {
  const lock = join(repoRoot, 'node_modules', '.cache', 'bundles-build.lock');
  mkdirSync(join(lock, '..'), { recursive: true });
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      const since = statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now();
      if (Date.now() - since > 15 * 60_000) rmSync(lock, { recursive: true, force: true });
      else await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  try {
    await build();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
};

const privateCopy = async (repoRoot, service) => {
  const built = join(repoRoot, 'dist', 'services', service, 'main.js');
  await withBuildLock(repoRoot, async () => {
    if (process.env.E2E_REBUILD_API === '1' || !existsSync(built)) await nestBuild(repoRoot, service);
  });
  let size = -1;
  while (statSync(built).size !== size) {
    size = statSync(built).size;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const dir = join(repoRoot, 'web', 'node_modules', '.cache', `e2e-${service}`);
  mkdirSync(dir, { recursive: true });
  const copy = join(dir, 'main.js');
  // A fresh file, never a write into the old one: a node_modules tree copied with hard links shares
  // that inode with other checkouts, and one run's bundle would replace every other's.
  rmSync(copy, { force: true });
  copyFileSync(built, copy);
  return copy;
};

export const startRealApi = async ({ repoRoot, webDist, artifactsDir, logName = 'api' }) => {
  const main = await privateCopy(repoRoot, 'api');
  // The worker keeps the read models (order list and detail) and sends notifications.
  const workerMain = await privateCopy(repoRoot, 'worker');
  const id = `${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const database = `sw_e2e_${id}`;
  const redisPrefix = `sw_e2e_${id}:`;
  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATABASE_URL: withDatabase(serverUrl, database),
    REDIS_URL: redisUrl,
    REDIS_PREFIX: redisPrefix,
    WEB_DIST: webDist,
    PUBLIC_URL: url,
    SMTP_URL: '',
    AUTH_RATE_LIMIT: '1000',
    // Journeys place dozens of orders from one member, each with a photo of its own.
    UPLOAD_RATE_LIMIT: '1000',
    // Journeys move the worker's deadline clock (POST /api/dev/clock) to see an unpaid order expire.
    TEST_CLOCK: 'true',
    LOG_LEVEL: 'warn',
  };

  let child;
  let worker;
  let stopped = false;
  const end = async (process_) => {
    if (!process_ || process_.exitCode !== null) return;
    const exited = new Promise((resolve) => process_.once('exit', resolve));
    process_.kill('SIGTERM');
    const timer = setTimeout(() => process_.kill('SIGKILL'), 5000);
    await exited;
    globalThis.clearTimeout(timer);
  };
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await Promise.all([end(child), end(worker)]);
    await adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`).catch((error) =>
      console.error(`could not drop ${database}: ${error.message}`),
    );
    const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
    try {
      await redis.connect();
      const keys = await redis.keys(`${redisPrefix}*`);
      if (keys.length > 0) await redis.del(...keys);
    } catch (error) {
      console.error(`could not clear Redis keys ${redisPrefix}*: ${error.message}`);
    } finally {
      redis.disconnect();
    }
  };

  await adminQuery(serverUrl, `CREATE DATABASE "${database}"`);
  try {
    execFileSync(process.execPath, [main, 'migrate'], { cwd: repoRoot, env, stdio: 'inherit' });
    mkdirSync(artifactsDir, { recursive: true });
    const log = createWriteStream(join(artifactsDir, `${logName}.log`));
    child = spawn(process.execPath, [main], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.pipe(log);
    child.stderr.pipe(log);
    const workerLog = createWriteStream(join(artifactsDir, `${logName.replace(/^api/, 'worker')}.log`));
    worker = spawn(process.execPath, [workerMain], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
    worker.stdout.pipe(workerLog);
    worker.stderr.pipe(workerLog);
    await waitForHealth(url, child);
  } catch (error) {
    await stop();
    throw error;
  }
  console.log(`real api at ${url} (database ${database}, Redis prefix ${redisPrefix})`);
  return { url, database, databaseUrl: env.DATABASE_URL, stop };
};
