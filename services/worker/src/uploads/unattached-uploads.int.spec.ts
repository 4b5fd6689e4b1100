import { blockTestDatabase } from '@slabworks/testing/src/block-test-database';
import type { PhotoStorage } from '@slabworks/storage';
import { sweepUnattachedUploads } from './unattached-uploads.sweep';

// The columns the sweep reads, as the api's upload migration creates them (the worker may not import
// api code; keep in step with services/api/src/upload/persistence/migrations).
const SCHEMA = `
  CREATE TABLE upload (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    photo_key text NOT NULL,
    thumbnail_key text NOT NULL,
    order_id uuid,
    profile_of uuid,
    created_at timestamptz NOT NULL DEFAULT now()
  );`;

class MemoryStorage implements PhotoStorage {
  readonly keys = new Set<string>();
  async put(key: string): Promise<void> {
    this.keys.add(key);
  }
  async get(): Promise<Buffer | null> {
    return null;
  }
  async remove(key: string): Promise<void> {
    this.keys.delete(key);
  }
}

const NOW = new Date('2026-06-01T12:00:00Z');
const hoursAgo = (h: number, extraMs = 0) => new Date(NOW.getTime() - h * 3_600_000 - extraMs);

describe('unattached uploads sweep', () => {
  const pg = blockTestDatabase('upload_sweep', { schema: SCHEMA });
  let storage: MemoryStorage;

  beforeEach(async () => {
    storage = new MemoryStorage();
    await pg.pool.query('TRUNCATE upload');
  });

  async function upload(
    createdAt: Date,
    orderId: string | null = null,
    profileOf: string | null = null,
  ): Promise<string> {
    const { rows } = await pg.pool.query<{ id: string }>(
      `INSERT INTO upload (photo_key, thumbnail_key, order_id, profile_of, created_at)
       VALUES ('k', 'k', $1, $3, $2) RETURNING id`,
      [orderId, createdAt, profileOf],
    );
    const id = rows[0]!.id;
    await pg.pool.query(`UPDATE upload SET photo_key = $1, thumbnail_key = $2 WHERE id = $3`, [
      `${id}/photo.jpg`,
      `${id}/thumbnail.jpg`,
      id,
    ]);
    await storage.put(`${id}/photo.jpg`);
    await storage.put(`${id}/thumbnail.jpg`);
    return id;
  }

  it('removes exactly the photos past the limit that no order or draft names, files and rows', async () => {
    const old = await upload(hoursAgo(24, 1000));
    const atLimit = await upload(hoursAgo(24));
    const fresh = await upload(hoursAgo(2));
    const attachedOld = await upload(hoursAgo(100), '0b0e7c8c-6f0e-4a5e-9a36-0e4a6c1b7f10');
    // A member's profile photo is kept as long as it is theirs.
    const profilePhoto = await upload(hoursAgo(100), null, '0b0e7c8c-6f0e-4a5e-9a36-0e4a6c1b7f11');

    const result = await sweepUnattachedUploads(pg.pool, storage, 24, NOW);

    expect(result.removedIds).toEqual([old]);
    const left = (await pg.pool.query<{ id: string }>('SELECT id FROM upload')).rows.map((r) => r.id);
    expect(new Set(left)).toEqual(new Set([atLimit, fresh, attachedOld, profilePhoto]));
    expect(storage.keys.has(`${old}/photo.jpg`) || storage.keys.has(`${old}/thumbnail.jpg`)).toBe(false);
    expect(storage.keys.has(`${attachedOld}/photo.jpg`)).toBe(true);
    expect((await sweepUnattachedUploads(pg.pool, storage, 24, NOW)).removedIds).toEqual([]);
  });

  it('keeps the row when a file cannot be removed, so the next run retries it', async () => {
    const old = await upload(hoursAgo(48));
    const failing: PhotoStorage = {
      put: () => Promise.resolve(),
      get: () => Promise.resolve(null),
      remove: () => Promise.reject(new Error('store down')),
    };
    await expect(sweepUnattachedUploads(pg.pool, failing, 24, NOW)).rejects.toThrow('store down');
    expect((await pg.pool.query('SELECT id FROM upload WHERE id = $1', [old])).rowCount).toBe(1);
    expect((await sweepUnattachedUploads(pg.pool, storage, 24, NOW)).removedIds).toEqual([old]);
  });
});
