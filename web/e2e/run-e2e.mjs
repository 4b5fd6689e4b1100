// Builds the app, then runs the Playwright journeys (node:test + playwright-core on Debian's Chromium).
import { execSync, spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const webDir = join(dirname(fileURLToPath(import.meta.url)), '..');
if (!process.argv.includes('--no-build')) execSync('npx vite build', { cwd: webDir, stdio: 'inherit' });
const result = spawnSync(
  process.execPath,
  [
    '--import',
    'tsx',
    '--test',
    '--test-concurrency=1',
    '--test-reporter=spec',
    'e2e/journeys/visitor.e2e.ts',
  ],
  { cwd: webDir, stdio: 'inherit', env: process.env },
);
process.exit(result.status ?? 1);
