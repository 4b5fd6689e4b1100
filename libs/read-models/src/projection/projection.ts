import type { PoolClient } from 'pg';
import type { RecordedEvent } from '@slabworks/event-store';

export interface ProjectionTable {
  readonly name: string;
  /** Columns that identify a row, used to name rows in verify reports. */
  readonly key: readonly string[];
}

/**
 * A read model fed by the event store subscription. Table names in `ddl` and `apply` are
 * unqualified: the runner sets search_path to the live schema or to a scratch schema (rebuild,
 * verify), so one piece of code writes both.
 */
export interface Projection<E = RecordedEvent> {
  readonly name: string;
  /** Bump when the tables or their meaning change: the worker then rebuilds side by side and swaps. */
  readonly version: number;
  readonly streamPrefixes: readonly string[];
  readonly ddl: readonly string[];
  readonly tables: readonly ProjectionTable[];
  isKnown(type: string): boolean;
  decode?(event: RecordedEvent): E;
  /** Applies a batch inside the caller's transaction (the checkpoint is written in the same one). */
  apply(db: PoolClient, events: E[]): Promise<void>;
}

/** Live read models live here; the api reads `read_models.<table>`. */
export const LIVE_SCHEMA = 'read_models';

export function scratchSchema(projection: Pick<Projection, 'name'>, purpose: 'rebuild' | 'verify'): string {
  return `rm_${purpose}_${projection.name.replace(/[^a-z0-9]/g, '_')}`;
}
