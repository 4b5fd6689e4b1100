import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalFolderStorage } from './local-folder.storage';

describe('LocalFolderStorage', () => {
  let dir: string;
  let storage: LocalFolderStorage;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'slabworks-storage-'));
    storage = new LocalFolderStorage(dir);
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('puts, gets and removes a key (removing twice is fine)', async () => {
    await storage.put('a1/photo.jpg', Buffer.from('jpeg'), 'image/jpeg');
    expect((await storage.get('a1/photo.jpg'))?.toString()).toBe('jpeg');
    expect(await readdir(join(dir, 'a1'))).toEqual(['photo.jpg']);
    await storage.remove('a1/photo.jpg');
    await storage.remove('a1/photo.jpg');
    expect(await storage.get('a1/photo.jpg')).toBeNull();
  });

  it.each(['../escape.jpg', '/etc/passwd', 'a/../../b', 'a//b', ''])('refuses the key %j', async (key) => {
    await expect(storage.put(key, Buffer.from('x'), 'image/jpeg')).rejects.toThrow('unsafe storage key');
  });
});
