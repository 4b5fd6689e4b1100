import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

/**
 * docker-compose.yml is checked by the Compose CLI itself (`config` needs no Docker engine). Where no
 * CLI is installed the check cannot run and says so; CI gets one from Debian (`apt-get install -y
 * docker-compose`, docs/operations.md), so it runs there.
 */
const REPO = join(__dirname, '..', '..', '..');

type Cli = { command: string; prefix: string[] };

function findCli(): Cli | null {
  const candidates: Cli[] = [
    { command: 'docker', prefix: ['compose'] },
    { command: 'docker-compose', prefix: [] },
  ];
  for (const cli of candidates) {
    const run = spawnSync(cli.command, [...cli.prefix, 'version'], { encoding: 'utf8' });
    if (run.status === 0) return cli;
  }
  return null;
}

const cli = findCli();
if (!cli)
  console.warn(
    'docker-compose.yml not checked: neither `docker compose` nor `docker-compose` is installed (apt-get install -y docker-compose)',
  );
const withCli = cli ? it : it.skip;

function config(args: string[], env: Record<string, string> = {}): string {
  const run = spawnSync(cli!.command, [...cli!.prefix, ...args, 'config'], {
    cwd: REPO,
    encoding: 'utf8',
    // Only what the file interpolates from: the caller's own secrets must not shape the check.
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', ...env },
  });
  if (run.status !== 0) throw new Error(`compose config failed:\n${run.stderr}${run.stdout}`);
  return run.stdout;
}

/** The lines of one service's block in the resolved file (two-space indented under `services:`). */
function serviceBlock(resolved: string, name: string): string {
  const lines = resolved.split('\n');
  const start = lines.findIndex((l) => l === `  ${name}:`);
  if (start < 0) throw new Error(`service ${name} missing`);
  const end = lines.findIndex((l, i) => i > start && /^ {2}\S/.test(l));
  return lines.slice(start, end < 0 ? undefined : end).join('\n');
}

describe('docker-compose.yml', () => {
  withCli('is valid and runs the product health-gated on KurrentDB, PostgreSQL and Redis', () => {
    const resolved = config([], { AUTH_SECRET: 'x'.repeat(32) });
    const api = serviceBlock(resolved, 'api');
    expect(api).toMatch(/replicas: 2/);
    expect(api).toMatch(/EVENT_STORE: eventstoredb/);
    expect(api).toMatch(/migrate:\n\s+condition: service_completed_successfully/);
    for (const needed of ['kurrentdb', 'postgres', 'redis'])
      expect(api).toMatch(new RegExp(`${needed}:\\n\\s+condition: service_healthy`));
    expect(serviceBlock(resolved, 'worker')).toMatch(/EVENT_STORE: eventstoredb/);
    expect(serviceBlock(resolved, 'migrate')).toMatch(/- migrate/);
    expect(serviceBlock(resolved, 'redis')).toMatch(/noeviction/);
    expect(serviceBlock(resolved, 'redis')).toMatch(/appendonly/);
    expect(serviceBlock(resolved, 'postgres')).toMatch(/idle_in_transaction_session_timeout=60000/);
    expect(serviceBlock(resolved, 'kurrentdb')).toMatch(/KURRENTDB_CLUSTER_SIZE: '1'/);
    for (const volume of ['kurrentdb-data', 'postgres-data', 'redis-data'])
      expect(resolved).toMatch(new RegExp(`^  ${volume}:`, 'm'));
  });

  withCli('with infra/docker/cluster.env runs a 3-node KurrentDB cluster the apps connect to', () => {
    const resolved = config(['--env-file', 'infra/docker/cluster.env']);
    for (const node of ['kurrentdb', 'kurrentdb-2', 'kurrentdb-3'])
      expect(serviceBlock(resolved, node)).toMatch(/KURRENTDB_CLUSTER_SIZE: '3'/);
    expect(serviceBlock(resolved, 'api')).toMatch(
      /ESDB_URL: kurrentdb:\/\/kurrentdb:2113,kurrentdb-2:2113,kurrentdb-3:2113\?tls=false/,
    );
  });
});
