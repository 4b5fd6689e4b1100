import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { assertSafeKey, type PhotoStorage } from './photo-storage.port';

/** STORAGE=local: one file per key under a folder (a single-server deployment, development, tests). */
export class LocalFolderStorage implements PhotoStorage {
  private readonly root: string;

  constructor(dir: string) {
    this.root = resolve(dir);
  }

  // The content type is the upload row's to keep; a file needs none.
  async put(key: string, body: Buffer, _contentType: string): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    // Written beside, then renamed: a reader never sees half a photo.
    const partial = `${path}.partial`;
    await writeFile(partial, body);
    await rename(partial, path);
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.pathOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  private pathOf(key: string): string {
    assertSafeKey(key);
    return join(this.root, key);
  }
}
