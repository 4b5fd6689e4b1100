import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const ROOT = join(__dirname, '../../../..');

describe('npm run api:generate', () => {
  // Regenerates in memory (plugin metadata, answer schemas, document, web endpoints) and compares.
  it('has written the checked-in document and web types from the current code', () => {
    const run = spawnSync(
      process.execPath,
      ['-r', './services/api/bench/swc-register.cjs', 'scripts/openapi/api-generate.ts', '--check'],
      { cwd: ROOT, encoding: 'utf8' },
    );
    expect({ status: run.status, stderr: run.stderr }).toEqual({ status: 0, stderr: '' });
    expect(run.stdout).toContain('fresh');
  }, 300_000);
});
