import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CONFIG_VARIABLES } from './app-config';

const REPO = join(__dirname, '..', '..', '..');
const KNOWN = new Set<string>(CONFIG_VARIABLES.map((v) => v.name));
// Node's and glibc's own, not the product's: they need no row in README's table.
const NODE_RUNTIME = new Set([
  'NODE_OPTIONS',
  'NODE_PATH',
  'MALLOC_MMAP_THRESHOLD_',
  'MALLOC_TRIM_THRESHOLD_',
]);

describe('variables the image and compose hand to the product', () => {
  it('are all declared in libs/config, so README documents each', () => {
    const compose = readFileSync(join(REPO, 'docker-compose.yml'), 'utf8');
    const block = compose.slice(compose.indexOf('environment: &app-env'), compose.indexOf('\nx-kurrentdb'));
    const composeNames = [...block.matchAll(/^ {4}([A-Z][A-Z0-9_]*):/gm)].map((m) => m[1]!);
    expect(composeNames).toEqual(expect.arrayContaining(['EVENT_STORE', 'ESDB_URL', 'AUTH_SECRET']));

    const dockerfile = readFileSync(join(REPO, 'Dockerfile'), 'utf8');
    const env = dockerfile.slice(dockerfile.indexOf('FROM node:20-slim AS runtime'));
    const imageNames = [...env.matchAll(/(?:ENV |^\s+)([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]!);
    expect(imageNames).toEqual(expect.arrayContaining(['NODE_ENV', 'HOST', 'PORT', 'WEB_DIST']));

    const undeclared = [...composeNames, ...imageNames].filter((n) => !KNOWN.has(n) && !NODE_RUNTIME.has(n));
    expect(undeclared).toEqual([]);
  });
});
