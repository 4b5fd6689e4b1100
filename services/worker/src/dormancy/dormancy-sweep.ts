import type { Pool } from 'pg';
import { inTransaction } from '@slabworks/read-models';

export interface DormancySweepResult {
  readonly memberIds: string[];
}

/**
 * Members whose last log-in (or sign-up, if they never logged in) is more than `days` before `now`
 * become dormant, and their sessions end. Idempotent: a dormant or withdrawn member is never touched.
 */
export async function sweepDormantMembers(pool: Pool, days: number, now: Date): Promise<DormancySweepResult> {
  return inTransaction(pool, async (client) => {
    const flipped = await client.query<{ id: string }>(
      `UPDATE member SET dormant_since = $2, updated_at = $2
        WHERE dormant_since IS NULL AND status <> 'WITHDRAWN'
          AND coalesce(last_login_at, created_at) < $2::timestamptz - make_interval(days => $1)
        RETURNING id`,
      [days, now],
    );
    const memberIds = flipped.rows.map((r) => r.id);
    if (memberIds.length)
      await client.query(
        `UPDATE session_family SET revoked_at = $2, revoked_reason = 'DORMANT'
          WHERE member_id = ANY($1::uuid[]) AND revoked_at IS NULL`,
        [memberIds, now],
      );
    return { memberIds };
  });
}
