import { randomBytes } from 'node:crypto';
import type { Pool } from 'pg';
import type { DecoderLogger, EventStore } from '@slabworks/event-store';
import { catchUp } from './catch-up';
import { LIVE_SCHEMA, scratchSchema, type Projection } from './projection';
import { readCheckpoint } from './projection-checkpoints';
import { REBUILD_BATCH_SIZE } from './rebuild-projection';
import { inTransaction, startProjection } from './projection-transaction';

export interface TableDifference {
  table: string;
  /** Rows the live table has that a replay does not produce (wrong or extra rows). */
  onlyLive: Record<string, unknown>[];
  /** Rows a replay produces that the live table lacks (missing or wrong rows). */
  onlyReplay: Record<string, unknown>[];
}

export interface VerifyReport {
  projection: string;
  checkpoint: string | undefined;
  eventsReplayed: number;
  /** Every differing row, in both directions; `tables` lists at most REPORT_LIMIT of each. */
  differences: number;
  tables: TableDifference[];
}

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;
const REPORT_LIMIT = 100;

/**
 * Replays the projection from the first event into a scratch schema up to exactly the live
 * checkpoint (locked while comparing, so the live runner pauses), then reports every row that
 * differs. The live tables are never written.
 */
export async function verifyProjection<E>(
  pool: Pool,
  store: EventStore,
  projection: Projection<E>,
  options: {
    logger: DecoderLogger;
    batchSize?: number;
    /** Rows the replay keeps in memory between pages (RowMemory); tests make it small. */
    rowMemoryLimit?: number;
    /** Events replayed so far, after every applied page (drives a progress bar). */
    onProgress?: (eventsReplayed: number) => void;
  },
): Promise<VerifyReport> {
  const batchSize = options.batchSize ?? REBUILD_BATCH_SIZE;
  const scratch = `${scratchSchema(projection, 'verify')}_${randomBytes(3).toString('hex')}`;
  const firstTarget = (await readCheckpoint(pool, projection.name, LIVE_SCHEMA))?.checkpoint;
  await inTransaction(pool, async (client) => {
    for (const index of await startProjection(client, projection, scratch)) await client.query(index);
  });
  try {
    const built =
      firstTarget === undefined
        ? { applied: 0, checkpoint: undefined }
        : await catchUp({
            store,
            projection,
            schema: scratch,
            from: undefined,
            until: firstTarget,
            batchSize,
            logger: options.logger,
            rowMemoryLimit: options.rowMemoryLimit,
            run: (work) => inTransaction(pool, work),
            writesPool: pool,
            onProgress: ({ applied }) => options.onProgress?.(applied),
          });
    return await inTransaction(pool, async (client) => {
      const target = (await readCheckpoint(client, projection.name, LIVE_SCHEMA, true))?.checkpoint;
      const rest =
        target === undefined || target === built.checkpoint
          ? { applied: 0 }
          : await catchUp({
              store,
              projection,
              schema: scratch,
              from: built.checkpoint,
              until: target,
              batchSize,
              logger: options.logger,
              rowMemoryLimit: options.rowMemoryLimit,
              run: (work) => work(client),
              onProgress: ({ applied }) => options.onProgress?.(built.applied + applied),
            });
      const tables: TableDifference[] = [];
      let differences = 0;
      for (const { name } of projection.tables) {
        const live = `${ident(LIVE_SCHEMA)}.${ident(name)}`;
        const replay = `${ident(scratch)}.${ident(name)}`;
        const except = (a: string, b: string) => `SELECT * FROM ${a} EXCEPT ALL SELECT * FROM ${b}`;
        const diff = async (a: string, b: string) => {
          const { rows } = await client.query<{ row: Record<string, unknown> }>(
            `SELECT to_jsonb(d) AS row FROM (${except(a, b)}) d LIMIT ${REPORT_LIMIT}`,
          );
          // Counted whole only when the list is cut: the report lists REPORT_LIMIT rows, the total is exact.
          const count =
            rows.length < REPORT_LIMIT
              ? rows.length
              : Number(
                  (await client.query<{ n: string }>(`SELECT count(*) AS n FROM (${except(a, b)}) d`))
                    .rows[0]!.n,
                );
          return { rows: rows.map((r) => r.row), count };
        };
        const onlyLive = await diff(live, replay);
        const onlyReplay = await diff(replay, live);
        differences += onlyLive.count + onlyReplay.count;
        if (onlyLive.count || onlyReplay.count)
          tables.push({ table: name, onlyLive: onlyLive.rows, onlyReplay: onlyReplay.rows });
      }
      return {
        projection: projection.name,
        checkpoint: target,
        eventsReplayed: built.applied + rest.applied,
        differences,
        tables,
      };
    });
  } finally {
    await pool.query(`DROP SCHEMA IF EXISTS ${ident(scratch)} CASCADE`);
    await pool.query(`DELETE FROM read_models.projection_checkpoints WHERE name = $1 AND schema_name = $2`, [
      projection.name,
      scratch,
    ]);
  }
}
