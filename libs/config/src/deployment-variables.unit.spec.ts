import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseEnv } from 'node:util';
import { CONFIG_VARIABLES } from './app-config';

const REPO = join(__dirname, '..', '..', '..');
const KNOWN = new Set<string>(CONFIG_VARIABLES.map((v) => v.name));
// Node's and glibc's own, not the product's: they need no row in README's table.
const NODE_RUNTIME = new Set([
  'NODE_OPTIONS',
  'NODE_PATH',
  'MALLOC_ARENA_MAX',
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

  it("set glibc's allocator in the image as infra/docker/api-malloc.env does for npm start and the benches", () => {
    const wanted = parseEnv(readFileSync(join(REPO, 'infra/docker/api-malloc.env'), 'utf8'));
    const dockerfile = readFileSync(join(REPO, 'Dockerfile'), 'utf8');
    const env = dockerfile.slice(dockerfile.indexOf('FROM node:20-slim AS runtime'));
    const image = Object.fromEntries(
      [...env.matchAll(/^\s+(MALLOC_[A-Z_]+)=(\S+?)(?: \\)?$/gm)].map((m) => [m[1], m[2]]),
    );
    expect(Object.keys(wanted).length).toBeGreaterThan(0);
    expect(image).toEqual(wanted);
  });
});
