import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// `npm ci` (the README's first command) refuses a lock that lacks any optional dependency, and npm
// here leaves out other platforms' binaries. scripts/complete-lockfile.mjs adds them back.
describe('package-lock.json', () => {
  it('lists every optional dependency, so npm ci accepts it (run node scripts/complete-lockfile.mjs)', () => {
    const lock = JSON.parse(readFileSync(join(__dirname, '../../../package-lock.json'), 'utf8'));
    const packages: Record<string, { optionalDependencies?: Record<string, string> }> = lock.packages;
    const missing: string[] = [];
    for (const [path, entry] of Object.entries(packages)) {
      for (const name of Object.keys(entry.optionalDependencies ?? {})) {
        const nested = `${path ? `${path}/` : ''}node_modules/${name}`;
        if (!packages[nested] && !packages[`node_modules/${name}`])
          missing.push(`${name} (for ${path || 'root'})`);
      }
    }
    expect(missing).toEqual([]);
  });
});
