import type { PoolClient } from 'pg';
import type { RecordedEvent } from '@slabworks/event-store';

export interface ApplyTarget {
  readonly schema: string;
  readonly live: boolean;
  /**
   * A rebuild's or verify's memory of rows it wrote to its scratch schema, as written (it is the
   * only writer there). A projection may keep rows in it (see RowMemory) to skip reading them back
   * on the next page. Absent for the live tables.
   */
  readonly memory?: RowMemory;
}

/**
 * The last rows written, by key, newest last; the oldest are forgotten past `limit`. Kept only for
 * a scratch schema within one run, where nothing else writes.
 */
export class RowMemory<T = unknown> {
  private readonly rows = new Map<string, T>();

  constructor(private readonly limit = 30_000) {}

  has(key: string): boolean {
    return this.rows.has(key);
  }

  get(key: string): T | undefined {
    return this.rows.get(key);
  }

  remember(key: string, row: T): void {
    this.rows.delete(key);
    this.rows.set(key, row);
    for (const oldest of this.rows.keys()) {
      if (this.rows.size <= this.limit) break;
      this.rows.delete(oldest);
    }
  }
}

export interface ProjectionTable {
  readonly name: string;
  /** Columns that identify a row, used to name rows in verify reports. */
  readonly key: readonly string[];
}

/**
 * A read model fed by the event store subscription. Its live tables are created by migrations
 * (read_models.<table>); `tables` names them so a rebuild or verify can copy their shape into a
 * scratch schema. Table names in `apply` are unqualified: the runner sets search_path to the live
 * schema or to a scratch schema, so one piece of code writes both.
 */
export interface Projection<E = RecordedEvent> {
  readonly name: string;
  /**
   * Bump when the tables' meaning changes (after a migration that alters them, say): the worker then
   * rebuilds side by side and swaps.
   */
  readonly version: number;
  readonly streamPrefixes: readonly string[];
  readonly tables: readonly ProjectionTable[];
  isKnown(type: string): boolean;
  decode?(event: RecordedEvent): E;
  /**
   * Applies a batch inside the caller's transaction (the checkpoint is written in the same one).
   * `target.live` is false while a rebuild or verify writes a scratch schema: nobody reads those
   * rows yet, so side effects meant for readers (NOTIFY) are left out.
   */
  apply(db: PoolClient, events: E[], target: ApplyTarget): Promise<void>;
}

/** Live read models live here; the api reads `read_models.<table>`. */
export const LIVE_SCHEMA = 'read_models';

export function scratchSchema(projection: Pick<Projection, 'name'>, purpose: 'rebuild' | 'verify'): string {
  return `rm_${purpose}_${projection.name.replace(/[^a-z0-9]/g, '_')}`;
}
