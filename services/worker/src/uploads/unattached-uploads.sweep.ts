import type { Pool } from 'pg';
import { inTransaction } from '@slabworks/read-models';
import type { PhotoStorage } from '@slabworks/storage';

export interface UnattachedUploadsSweepResult {
  readonly removedIds: string[];
}

// One pass removes at most this many; the next run takes the rest (keeps a pass short after an outage).
const BATCH = 500;

/**
 * Photos uploaded more than `hours` before `now` and never named by an order or draft are removed:
 * the stored files first, then the row, so a failed removal is retried by the next run and no row
 * ever points at nothing it should have. Another worker running at once skips rows already taken.
 */
export async function sweepUnattachedUploads(
  pool: Pool,
  storage: PhotoStorage,
  hours: number,
  now: Date,
): Promise<UnattachedUploadsSweepResult> {
  return inTransaction(pool, async (client) => {
    const { rows } = await client.query<{ id: string; photo_key: string; thumbnail_key: string }>(
      `SELECT id, photo_key, thumbnail_key FROM upload
        WHERE order_id IS NULL AND profile_of IS NULL
          AND created_at < $1::timestamptz - make_interval(hours => $2)
        ORDER BY created_at LIMIT ${BATCH}
        FOR UPDATE SKIP LOCKED`,
      [now, hours],
    );
    for (const row of rows) {
      await storage.remove(row.photo_key);
      await storage.remove(row.thumbnail_key);
    }
    const removedIds = rows.map((r) => r.id);
    if (removedIds.length) await client.query(`DELETE FROM upload WHERE id = ANY($1::uuid[])`, [removedIds]);
    return { removedIds };
  });
}
