import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const ROOT = join(__dirname, '..', '..', '..', '..');

/**
 * SQL that names a read-model table: any `read_models.<table>`, or the two read-side tables in the
 * public schema (the worker's heartbeat; the checkpoints live in read_models but a query may leave
 * the schema to search_path). docs/architecture.md, "Data access": only libs/read-models says these.
 */
const READ_MODEL_SQL =
  /\bread_models\.\w+|\b(?:FROM|JOIN|INTO|UPDATE|TABLE)\s+(?:public\.)?(?:worker_heartbeat|projection_checkpoints)\b/i;

/**
 * Outside libs/read-models, each for a reason: the event store's boot step that names the adapter in
 * checkpoints stored before it did (it runs before any projection code and takes the table as a
 * parameter; libs/event-store depends on no other lib).
 */
const ALLOWED = new Set(['libs/event-store/src/name-stored-checkpoints.ts']);

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name === 'dist' || name === 'migrations') return [];
    if (statSync(path).isDirectory()) return sources(path);
    return /\.ts$/.test(name) && !/\.spec\.ts$/.test(name) ? [path] : [];
  });
}

describe('read models are read through libs/read-models', () => {
  it('no product code outside libs/read-models writes SQL against a read-model table', () => {
    const offenders = ['services/api/src', 'services/worker/src', 'libs']
      .flatMap((dir) => sources(join(ROOT, dir)))
      .map((path) => relative(ROOT, path))
      .filter((path) => !path.startsWith('libs/read-models/') && !ALLOWED.has(path))
      .filter((path) => READ_MODEL_SQL.test(readFileSync(join(ROOT, path), 'utf8')));
    expect(offenders).toEqual([]);
  });
});
