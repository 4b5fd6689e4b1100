// Builds the app, runs the visitor journeys on fixtures, then the member journeys against the real api
// (scratch database, unique Redis prefix), all with node:test + playwright-core on Debian's Chromium.
import { execSync, spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startRealApi } from './support/real-api.mjs';

const webDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = join(webDir, '..');
const args = process.argv.slice(2);
const only = args.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);

const runJourneys = (file, env = process.env) =>
  spawnSync(
    process.execPath,
    ['--import', 'tsx', '--test', '--test-concurrency=1', '--test-reporter=spec', file],
    { cwd: webDir, stdio: 'inherit', env },
  ).status ?? 1;

if (!args.includes('--no-build')) execSync('npx vite build', { cwd: webDir, stdio: 'inherit' });

let failed = 0;
// --only=<name> runs one journey file: visitor (fixtures) or one of the real-api journeys below.
const REAL_API_JOURNEYS = [
  'member',
  'order',
  'my-orders',
  'console',
  'audit',
  'social',
  'console-orders',
  'reholder',
  'account',
  'card-data',
  'coupons',
  'console-content',
  'console-admin-screens',
  'accessibility',
  'console-payments',
  'payment-retry',
];
// --only=a,b runs several files against one api start.
const wanted = (name) => !only || only.split(',').includes(name);

if (wanted('visitor')) failed += runJourneys('e2e/journeys/visitor.e2e.ts');

const realApiJourneys = REAL_API_JOURNEYS.filter(wanted);
if (realApiJourneys.length > 0) {
  // One api (with its worker: the read models) on one scratch database serves every real-api journey.
  const api = await startRealApi({
    repoRoot,
    webDist: join(webDir, 'dist'),
    artifactsDir: join(webDir, 'e2e', 'artifacts'),
    withWorker: true,
  });
  const stopOnSignal = (signal) =>
    void api.stop().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  process.once('SIGINT', stopOnSignal);
  process.once('SIGTERM', stopOnSignal);
  try {
    const env = { ...process.env, E2E_REAL_API_URL: api.url, E2E_REAL_DATABASE_URL: api.databaseUrl };
    for (const name of realApiJourneys) failed += runJourneys(`e2e/journeys/${name}.e2e.ts`, env);
  } finally {
    await api.stop();
  }
}
process.exit(failed === 0 ? 0 : 1);
