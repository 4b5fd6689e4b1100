import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const ROOT = join(__dirname, '..', '..', '..', '..');

/**
 * Files allowed to say CREATE TABLE outside a migrations/ folder, each for a reason:
 * the PostgreSQL event store's own versioned set (framework-free; run by a TypeORM migration, see
 * docs/architecture.md), the rebuild/verify copy of live tables (LIKE the migrated table), and the
 * tests' busy neighbour, which writes to a scratch database of its own (docs/testing.md).
 */
const ALLOWED = new Set([
  'libs/event-store/src/postgres/event-store.schema.ts',
  'libs/event-store/src/postgres/migrate-event-store.ts',
  'libs/read-models/src/projection/scratch-tables.ts',
  'libs/testing/src/busy-neighbour.ts',
]);

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name === 'dist') return [];
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|mjs|cjs|js)$/.test(name) && !/\.spec\.ts$/.test(name) ? [path] : [];
  });
}

describe('one way to change the schema', () => {
  it('no product code creates a table or index outside a migration', () => {
    const offenders = ['services', 'libs', 'scripts']
      .flatMap((dir) => sources(join(ROOT, dir)))
      .map((path) => relative(ROOT, path))
      .filter((path) => !/\/migrations\//.test(path) && !/\/bench\//.test(path) && !ALLOWED.has(path))
      .filter((path) =>
        /CREATE\s+(UNIQUE\s+|UNLOGGED\s+|TEMP(ORARY)?\s+)?(TABLE|INDEX)/i.test(
          readFileSync(join(ROOT, path), 'utf8'),
        ),
      );
    expect(offenders).toEqual([]);
  });
});
