import type { PoolClient } from 'pg';
import type { EventStore, RecordedEvent } from '@slabworks/event-store';
import type { BackgroundWrites } from './background-writes';
import type { LiveRows } from './live-rows';

/** Reads one stream whole, for a projection that needs an order's history at one of its events. */
export type StreamReader = Pick<EventStore, 'read'>;

export interface ApplyTarget {
  readonly schema: string;
  readonly live: boolean;
  /** The event store the batch came from (a projection may read a stream's earlier events). */
  readonly streams: StreamReader;
  /**
   * A rebuild's or verify's memory of rows it wrote to its scratch schema, as written (it is the
   * only writer there). A projection may keep rows in it (see RowMemory) to skip reading them back
   * on the next page. Absent for the live tables.
   */
  readonly memory?: RowMemory;
  /**
   * A scratch run's connection for writes nobody waits for (see BackgroundWrites). A projection that
   * sends its rows there also sends its deletes there (they must run in order), and drains it before
   * it reads a row back. Absent for the live tables and inside the rebuild's swap.
   */
  readonly writes?: BackgroundWrites;
  /**
   * The live runner's own transaction: statements handed here go out with its checkpoint and
   * COMMIT, in that round trip, after everything `apply` sent itself. Simple protocol, so values are
   * inlined with `literal`. Absent for a scratch schema and in a caller's transaction.
   */
  readonly atCommit?: AtCommit;
  /**
   * The live runner's rows as its own commits left them (see LiveRows): a projection may fold on a row
   * found here instead of reading it, and stages each row it writes (null: deleted), kept once the
   * batch commits. Absent for a scratch schema and in a caller's transaction.
   */
  readonly liveRows?: LiveRows;
}

export interface AtCommit {
  send(sql: string): void;
  /** The value as a quoted SQL string literal (the connection's own escaping). */
  literal(value: string): string;
}

/** Pages after its last change that a held-back row is written even though memory has room. */
const QUIET_PAGES = 2;

/**
 * The rows a rebuild or verify folded last, by key, newest last; the oldest are forgotten past
 * `limit`. Kept only for a scratch schema within one run, where nothing else writes. A row may be
 * remembered before it is written (write-behind): it is written when it is pushed out, when it has
 * not changed for QUIET_PAGES pages (it stays here, as written), or when the run flushes at its end,
 * so a row touched by many pages is written about once instead of per page. The projection owns the
 * rows it remembers and may change one in place, also after handing it out to be written: it
 * serialises what it was handed before its page ends, and a row changed again is written again.
 */
export class RowMemory<T = unknown> {
  private readonly rows = new Map<string, T>();
  /** Keys whose newest row is only here, not yet in the scratch table. */
  private readonly unwritten = new Set<string>();
  /** Unwritten rows pushed out by newer ones; the next write takes them. */
  private readonly evicted = new Map<string, T>();
  /** With `startsEmpty`: every key handed out to be written (or remembered as written). */
  private readonly stored = new Set<string>();
  /** The page (takeUnwritten call) that last remembered each key in `rows`. */
  private readonly touched = new Map<string, number>();
  private page = 0;

  /**
   * 10,000: about twice the orders open at once in bench:orders' history, so a row is pushed out
   * (and written) once its order has gone quiet, during the build, beside the reads, instead of
   * all at its end; memory stays ~50 MB of order rows. `startsEmpty`: the run began with empty
   * tables (a build from the first event), so a key never handed out is in no table (mayBeStored).
   */
  constructor(
    private readonly limit = 10_000,
    private readonly startsEmpty = false,
  ) {}

  has(key: string): boolean {
    return this.rows.has(key) || this.evicted.has(key);
  }

  get(key: string): T | undefined {
    return this.rows.has(key) ? this.rows.get(key) : this.evicted.get(key);
  }

  /**
   * Whether the table may hold a row for a key that is not in memory: a run from empty tables need
   * not look for an order it has never written (every new order of every page).
   */
  mayBeStored(key: string): boolean {
    return !this.startsEmpty || this.stored.has(key);
  }

  /**
   * `written`: the table already holds this row (or, for a deleted row, holds none). Rows past the
   * limit are pushed out by the next takeUnwritten, once per page: pushing them out here, one scan
   * of the map per call, re-scanned the holes its deletions leave at the map's head every time.
   */
  remember(key: string, row: T, written = true): void {
    this.rows.delete(key);
    this.rows.set(key, row);
    this.touched.set(key, this.page);
    this.evicted.delete(key);
    if (written) {
      this.unwritten.delete(key);
      if (this.startsEmpty) this.stored.add(key);
    } else this.unwritten.add(key);
  }

  /**
   * The rows the caller must write now, counted as written from here on: the unwritten ones pushed
   * out or quiet for QUIET_PAGES pages, and with `all` (the end of a run) every unwritten one.
   */
  takeUnwritten(all: boolean): T[] {
    this.page += 1;
    for (const oldest of this.rows.keys()) {
      if (this.rows.size <= this.limit) break;
      if (this.unwritten.delete(oldest)) this.evicted.set(oldest, this.rows.get(oldest)!);
      this.rows.delete(oldest);
      this.touched.delete(oldest);
    }
    const rows = [...this.evicted.values()];
    if (this.startsEmpty) for (const key of this.evicted.keys()) this.stored.add(key);
    this.evicted.clear();
    // Rows quiet for QUIET_PAGES pages are written now, beside the build, and stay here as written:
    // a quiet order is mostly a finished one, whose row would otherwise wait for the run's end, when
    // this process can only wait for the server. `rows` runs from the least recently remembered.
    if (!all)
      for (const [key, row] of this.rows) {
        if (this.page - this.touched.get(key)! < QUIET_PAGES) break;
        if (!this.unwritten.delete(key)) continue;
        rows.push(row);
        if (this.startsEmpty) this.stored.add(key);
      }
    if (all) {
      for (const key of this.unwritten) {
        rows.push(this.rows.get(key)!);
        if (this.startsEmpty) this.stored.add(key);
      }
      this.unwritten.clear();
    }
    return rows;
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
  /**
   * The only event types it reads, when it cares for few: the event store filters the rest out, so
   * it is neither handed nor woken for them; its checkpoint moves past them when the store reports
   * how far it read (onPassed). Absent, every event of its streams.
   */
  readonly eventTypes?: readonly string[];
  readonly tables: readonly ProjectionTable[];
  isKnown(type: string): boolean;
  decode?(event: RecordedEvent): E;
  /**
   * Applies a batch inside the caller's transaction (the checkpoint is written in the same one).
   * `target.live` is false while a rebuild or verify writes a scratch schema: nobody reads those
   * rows yet, so side effects meant for readers (NOTIFY) are left out.
   */
  apply(db: PoolClient, events: E[], target: ApplyTarget): Promise<void>;
  /**
   * Writes what `apply` held back in `target.memory` (write-behind in a scratch schema); called once
   * a catch-up has applied its last page, in a transaction of its own. Without it `apply` must write
   * every row it changes.
   */
  flush?(db: PoolClient, target: ApplyTarget & { memory: RowMemory }): Promise<void>;
}

/** Live read models live here; the api reads `read_models.<table>`. */
export const LIVE_SCHEMA = 'read_models';

export function scratchSchema(projection: Pick<Projection, 'name'>, purpose: 'rebuild' | 'verify'): string {
  return `rm_${purpose}_${projection.name.replace(/[^a-z0-9]/g, '_')}`;
}

/** The store's read or subscription option for a projection's `eventTypes`, if it has them. */
export const eventTypesOf = (
  projection: Pick<Projection<unknown>, 'eventTypes'>,
): { eventTypes?: string[] } => (projection.eventTypes ? { eventTypes: [...projection.eventTypes] } : {});
