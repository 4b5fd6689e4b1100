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
if (only !== 'member' && only !== 'order') failed += runJourneys('e2e/journeys/visitor.e2e.ts');

if (only !== 'visitor') {
  const api = await startRealApi({
    repoRoot,
    webDist: join(webDir, 'dist'),
    artifactsDir: join(webDir, 'e2e', 'artifacts'),
    withWorker: only !== 'member-auth',
  });
  const stopOnSignal = (signal) =>
    void api.stop().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  process.once('SIGINT', stopOnSignal);
  process.once('SIGTERM', stopOnSignal);
  try {
    const realApi = { ...process.env, E2E_REAL_API_URL: api.url, E2E_REAL_DATABASE_URL: api.databaseUrl };
    if (only !== 'order') failed += runJourneys('e2e/journeys/member.e2e.ts', realApi);
    if (only !== 'member-auth') failed += runJourneys('e2e/journeys/order.e2e.ts', realApi);
  } finally {
    await api.stop();
  }
}
process.exit(failed === 0 ? 0 : 1);
