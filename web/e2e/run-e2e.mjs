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
// --journey=my-orders runs one member journey file (e2e/journeys/<name>.e2e.ts) against the real api.
const journey = args.find((arg) => arg.startsWith('--journey='))?.slice('--journey='.length);
const memberJourneys = journey
  ? [`e2e/journeys/${journey}.e2e.ts`]
  : ['e2e/journeys/member.e2e.ts', 'e2e/journeys/my-orders.e2e.ts'];

const runJourneys = (files, env = process.env) =>
  spawnSync(
    process.execPath,
    ['--import', 'tsx', '--test', '--test-concurrency=1', '--test-reporter=spec', ...[files].flat()],
    { cwd: webDir, stdio: 'inherit', env },
  ).status ?? 1;

if (!args.includes('--no-build')) execSync('npx vite build', { cwd: webDir, stdio: 'inherit' });

let failed = 0;
if (only !== 'member' && !journey) failed += runJourneys('e2e/journeys/visitor.e2e.ts');

if (only !== 'visitor') {
  const api = await startRealApi({
    repoRoot,
    webDist: join(webDir, 'dist'),
    artifactsDir: join(webDir, 'e2e', 'artifacts'),
  });
  const stopOnSignal = (signal) =>
    void api.stop().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  process.once('SIGINT', stopOnSignal);
  process.once('SIGTERM', stopOnSignal);
  try {
    failed += runJourneys(memberJourneys, {
      ...process.env,
      E2E_REAL_API_URL: api.url,
      E2E_REAL_DATABASE_URL: api.databaseUrl,
    });
  } finally {
    await api.stop();
  }
}
process.exit(failed === 0 ? 0 : 1);
