import type { Pool } from 'pg';
import type { AppendResult, EventToAppend, ExpectedRevision } from '../event-store.port';
import { encodePgCheckpoint } from './postgres-checkpoint';
import {
  appendToPgStream,
  expectedCode,
  jsonEvents,
  notifyColumn,
  notifyParams,
  resolveConflict,
  UNIQUE_VIOLATION,
  writtenOrNot,
} from './postgres-append';

const DEADLOCK_DETECTED = '40P01';

interface Pending {
  streamId: string;
  events: EventToAppend[];
  expected: ExpectedRevision;
  resolve: (result: AppendResult) => void;
  reject: (error: unknown) => void;
  released?: boolean;
}

interface BatchRow {
  outcome: 'written' | 'conflict' | 'deferred';
  next_revision: string | null;
  transaction_id: string | null;
  last_position: string | null;
}

/**
 * Appends with at most `maxInFlight` statements at a time; appends arriving meanwhile wait and go
 * together in one statement (event_store.append_batch_json), so concurrent writers share a round
 * trip and a commit instead of each paying for one. A lone append is sent as before. Appends to one
 * stream are sent one after the other, in the order they were asked for; 'any' and 'stream_exists'
 * are never batched (see append-batch.schema.ts for why the batch keeps the global order).
 */
export class AppendBatcher {
  private readonly queue: Pending[] = [];
  private readonly busyStreams = new Set<string>();
  private readonly maxInFlight: number;
  private inFlight = 0;

  constructor(
    private readonly pool: Pool,
    maxInFlight: number,
    private readonly maxBatch = 50,
  ) {
    this.maxInFlight = Math.max(1, Math.floor(maxInFlight));
  }

  append(streamId: string, events: EventToAppend[], expected: ExpectedRevision): Promise<AppendResult> {
    if (expected !== 'no_stream' && typeof expected !== 'number') {
      return appendToPgStream(this.pool, streamId, events, expected);
    }
    return new Promise<AppendResult>((resolve, reject) => {
      if (events.length === 0) throw new Error('append needs at least one event');
      expectedCode(expected); // throws on an invalid revision before anything is queued
      this.queue.push({ streamId, events, expected, resolve, reject });
      this.pump();
    });
  }

  private pump(): void {
    while (this.inFlight < this.maxInFlight) {
      const batch = this.take();
      if (batch.length === 0) return;
      this.inFlight += 1;
      for (const p of batch) this.busyStreams.add(p.streamId);
      void this.send(batch)
        .catch((error: unknown) => {
          // Not expected (send settles every append itself); never leave a caller waiting.
          for (const p of batch) if (!p.released) this.release(p).reject(error);
        })
        .finally(() => {
          this.inFlight -= 1;
          this.pump();
        });
    }
  }

  /** The oldest waiting appends, at most one per stream and none to a stream still being appended to. */
  private take(): Pending[] {
    const batch: Pending[] = [];
    const streams = new Set<string>();
    for (let i = 0; i < this.queue.length && batch.length < this.maxBatch;) {
      const p = this.queue[i];
      if (this.busyStreams.has(p.streamId) || streams.has(p.streamId)) {
        i += 1;
        continue;
      }
      streams.add(p.streamId);
      batch.push(p);
      this.queue.splice(i, 1);
    }
    return batch;
  }

  /** Resolves once the batch statement is done; follow-ups hold only their own stream. */
  private async send(batch: Pending[]): Promise<void> {
    if (batch.length === 1) {
      await this.settle(
        batch[0],
        appendToPgStream(this.pool, batch[0].streamId, batch[0].events, batch[0].expected),
      );
      return;
    }
    const idsOf = batch.map((p) => p.events.map((e) => e.id.toLowerCase()));
    let rows: BatchRow[];
    try {
      ({ rows } = await this.pool.query<BatchRow>({
        name: 'es_append_batch_notify',
        text: `SELECT outcome, next_revision::text AS next_revision, transaction_id::text AS transaction_id,
          last_position::text AS last_position, ${notifyColumn(2)} FROM event_store.append_batch_json($1::jsonb)`,
        values: [
          JSON.stringify(
            batch.map((p, i) => ({
              stream: p.streamId,
              expected: expectedCode(p.expected),
              events: jsonEvents(p.events, idsOf[i]),
            })),
          ),
          ...notifyParams(batch.flatMap((p) => p.events)),
        ],
      }));
    } catch (error) {
      const code = (error as { code?: string }).code;
      // Nothing of the batch was written: a duplicate event id (an idempotent retry, or a conflict to
      // report) or a deadlock between two batches creating the same streams. Each goes alone.
      if (code === UNIQUE_VIOLATION || code === DEADLOCK_DETECTED) {
        for (const p of batch)
          void this.settle(p, appendToPgStream(this.pool, p.streamId, p.events, p.expected));
      } else {
        for (const p of batch) this.release(p).reject(error);
      }
      return;
    }
    batch.forEach((p, i) => {
      const row = rows[i];
      if (row.outcome === 'written') {
        this.release(p).resolve(
          writtenOrNot(true, {
            nextExpectedRevision: Number(row.next_revision),
            position: encodePgCheckpoint({
              transactionId: row.transaction_id!,
              globalPosition: row.last_position!,
            }),
          }),
        );
      } else if (row.outcome === 'conflict') {
        void this.settle(p, resolveConflict(this.pool, p.streamId, idsOf[i], p.expected));
      } else {
        void this.settle(p, appendToPgStream(this.pool, p.streamId, p.events, p.expected));
      }
    });
  }

  private async settle(p: Pending, result: Promise<AppendResult>): Promise<void> {
    try {
      const value = await result;
      this.release(p).resolve(value);
    } catch (error) {
      this.release(p).reject(error);
    }
  }

  /** The stream may take its next append; called exactly once per append. */
  private release(p: Pending): Pending {
    p.released = true;
    this.busyStreams.delete(p.streamId);
    if (this.queue.length > 0) queueMicrotask(() => this.pump());
    return p;
  }
}
