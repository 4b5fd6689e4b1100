import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// Imported, not global: the api's build type-checks test helpers, without jest's types.
import { afterAll, beforeAll } from '@jest/globals';

/**
 * A photo storage folder of the describe block's own (STORAGE_DIR), made before the app boots and
 * removed after the block: call it before bootTestApp and pass `path` in the env function, so the
 * app stores its files where the test can count them and no run leaves files behind.
 */
export function storageFolder(label: string): { readonly path: string } {
  let path: string | undefined;
  beforeAll(async () => {
    path = await mkdtemp(join(tmpdir(), `slabworks-${label}-`));
  });
  afterAll(async () => {
    if (path) await rm(path, { recursive: true, force: true });
  });
  return {
    get path() {
      if (!path) throw new Error('storageFolder: read its path in a hook or test, once it is made');
      return path;
    },
  };
}
