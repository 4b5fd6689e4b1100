/**
 * Makes sure PostgreSQL and Redis answer at DATABASE_URL / REDIS_URL before the product or its tests
 * start. When one does not answer, the URL points at this machine, the machine is Debian and we are
 * root, it installs the server with apt and starts it bound to 127.0.0.1; otherwise it prints how to
 * start it. Idempotent. It never stops, restarts or reconfigures a server it did not start itself.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';
import Redis from 'ioredis';
import { loadConfig } from '@slabworks/config';

const STATE_DIR = join(__dirname, '..', '.local-services');
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1', '[::1]']);
const HBA_MARK = '# slabworks local-services: trust on loopback for the cluster it installed';
const say = (line: string) => console.log(`[local-services] ${line}`);

type Started = { postgres?: string; redis?: string };

function readState(): Started {
  try {
    return JSON.parse(readFileSync(join(STATE_DIR, 'started.json'), 'utf8')) as Started;
  } catch {
    return {};
  }
}

function remember(what: keyof Started, how: string): void {
  mkdirSync(STATE_DIR, { recursive: true });
  writeFileSync(join(STATE_DIR, 'started.json'), JSON.stringify({ ...readState(), [what]: how }, null, 2));
}

function canInstall(): boolean {
  return (
    process.env.LOCAL_SERVICES !== 'off' &&
    process.platform === 'linux' &&
    existsSync('/etc/debian_version') &&
    typeof process.getuid === 'function' &&
    process.getuid() === 0
  );
}

function run(cmd: string, args: string[]): void {
  say(`$ ${cmd} ${args.join(' ')}`);
  execFileSync(cmd, args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
}

let aptUpdated = false;
function aptInstall(pkg: string): void {
  if (spawnSync('dpkg', ['-s', pkg], { stdio: 'ignore' }).status === 0) return;
  if (!aptUpdated) run('apt-get', ['update', '-qq']);
  aptUpdated = true;
  run('apt-get', ['install', '-y', '-qq', pkg]);
}

async function postgresAnswers(url: string): Promise<boolean> {
  const server = new URL(url);
  server.pathname = '/postgres';
  const c = new Client({ connectionString: server.toString(), connectionTimeoutMillis: 3000 });
  try {
    await c.connect();
    await c.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await c.end().catch(() => undefined);
  }
}

async function redisAnswers(url: string): Promise<boolean> {
  const r = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 3000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  r.on('error', () => undefined);
  try {
    await r.connect();
    return (await r.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    r.disconnect();
  }
}

async function waitFor(check: () => Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; i < 60; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${what} did not answer within 30 s after start`);
}

async function startPostgres(url: string): Promise<void> {
  const u = new URL(url);
  aptInstall('postgresql');
  const version = readdirSync('/etc/postgresql').sort().at(-1)!;
  const conf = `/etc/postgresql/${version}/main`;
  // Only a cluster this script installed gets trust on loopback, matching the URL's password-less default.
  const hbaFile = `${conf}/pg_hba.conf`;
  const hba = readFileSync(hbaFile, 'utf8');
  if (!hba.includes(HBA_MARK)) {
    // First match wins in pg_hba.conf, so the trust lines go on top.
    writeFileSync(
      hbaFile,
      `${HBA_MARK}\nhost all all 127.0.0.1/32 trust\nhost all all ::1/128 trust\n${hba}`,
    );
  }
  run('pg_ctlcluster', [
    '--skip-systemctl-redirect',
    version,
    'main',
    'start',
    '--',
    '-o',
    `-c listen_addresses=127.0.0.1 -c port=${u.port || 5432}`,
  ]);
  remember('postgres', `pg_ctlcluster ${version} main`);
}

async function startRedis(url: string): Promise<void> {
  const u = new URL(url);
  aptInstall('redis-server');
  mkdirSync('/var/lib/redis', { recursive: true });
  run('redis-server', [
    '--daemonize',
    'yes',
    '--bind',
    '127.0.0.1',
    '--port',
    u.port || '6379',
    '--save',
    '',
    '--appendonly',
    'no',
    '--dir',
    '/var/lib/redis',
  ]);
  remember('redis', `redis-server on 127.0.0.1:${u.port || 6379}`);
}

async function ensureDatabase(url: string): Promise<void> {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  if (!name) return;
  const server = new URL(url);
  server.pathname = '/postgres';
  const c = new Client({ connectionString: server.toString() });
  await c.connect();
  try {
    const { rowCount } = await c.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) {
      await c.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
      say(`created database ${name}`);
    }
  } finally {
    await c.end();
  }
}

async function ensure(
  what: 'postgres' | 'redis',
  url: string,
  answers: (url: string) => Promise<boolean>,
  start: (url: string) => Promise<void>,
): Promise<boolean> {
  const shown = `${what} at ${new URL(url).host}`;
  if (await answers(url)) {
    say(`${shown}: answering`);
    return true;
  }
  if (!LOOPBACK.has(new URL(url).hostname) || !canInstall()) {
    say(`${shown} does not answer. Start it, for example with: docker compose up -d postgres redis`);
    return false;
  }
  say(`${shown} does not answer: installing/starting it on 127.0.0.1`);
  await start(url);
  await waitFor(() => answers(url), shown);
  say(`${shown}: started`);
  return true;
}

async function main(): Promise<void> {
  const config = loadConfig();
  const pg = await ensure('postgres', config.databaseUrl, postgresAnswers, startPostgres);
  const redis = await ensure('redis', config.redisUrl, redisAnswers, startRedis);
  if (!pg || !redis) process.exit(1);
  await ensureDatabase(config.databaseUrl);
}

main().catch((e: Error) => {
  console.error(`[local-services] ${e.message}`);
  process.exit(1);
});
