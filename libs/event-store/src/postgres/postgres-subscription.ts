import type { Pool } from 'pg';
import type { RecordedEvent, Subscription, SubscriptionHandlers } from '../event-store.port';
import { decodePgCheckpoint, encodePgCheckpoint, type PgCursor } from './postgres-checkpoint';
import { toRecordedEvent } from './postgres-event.row';
import type { AppendedTypes } from './postgres-notifier';
import { readPageWithPending, toPgEventFilter, type PgEventFilter } from './postgres-event.queries';
import { callSafely, reportSubscriptionError } from '../subscription-callbacks';

export interface PgSubscriptionOptions {
  fromCheckpoint?: string;
  streamPrefixes?: string[];
  eventTypes?: string[];
  batchSize: number;
  /** Fallback when a notification is lost; normal delivery is woken by NOTIFY. */
  slowPollMs: number;
}

// Rows wait above the horizon for an older transaction, often one that appends nothing (a
// projection's batch, an api write) and so sends no NOTIFY: only this retry sees it end, and a
// retry grown to 200 ms put that much into the projection lag. Capped at 20 ms it costs at most 50
// index probes a second while a long transaction holds the horizon.
const PENDING_RETRY_MIN_MS = 2;
const PENDING_RETRY_MAX_MS = 20;
const HANDLER_RETRY_MIN_MS = 250;
const HANDLER_RETRY_MAX_MS = 10_000;

/**
 * Catch-up then live delivery from the events table. A failing handler gets the same batch again
 * with backoff (never skipped, never reordered); each failure goes to onError.
 */
export class PgSubscription implements Subscription {
  private cursor: PgCursor;
  private readonly filter: PgEventFilter;
  private closed = false;
  private woken = false;
  private wake: (() => void) | undefined;
  private inHandler = false;
  private readonly done: Promise<void>;

  constructor(
    private readonly pool: Pool,
    private readonly options: PgSubscriptionOptions,
    private readonly handlers: SubscriptionHandlers,
    private readonly unregister: () => void,
  ) {
    this.cursor = decodePgCheckpoint(options.fromCheckpoint);
    this.filter = toPgEventFilter(options.streamPrefixes, options.eventTypes);
    this.done = this.run().finally(() => this.unregister());
  }

  /**
   * Something was appended (of these types, when known). A subscriber of other types sleeps on: its
   * cursor moves past those rows at its next wake-up or slow poll (HEAD_BELOW_HORIZON).
   */
  notify(types?: AppendedTypes): void {
    const wanted = this.filter.types;
    if (types && wanted && !wanted.some((t) => types.has(t))) return;
    this.woken = true;
    this.wake?.();
  }

  async close(): Promise<void> {
    this.closed = true;
    this.notify();
    // Called from inside onEvents: the loop ends once that handler returns.
    if (!this.inHandler) await this.done;
  }

  private async run(): Promise<void> {
    let behind = true;
    let pendingDelay = PENDING_RETRY_MIN_MS;
    let errorDelay = HANDLER_RETRY_MIN_MS;
    while (!this.closed) {
      try {
        this.woken = false;
        const { rows, pending, head } = await readPageWithPending(
          this.pool,
          this.cursor,
          this.options.batchSize,
          this.filter,
        );
        if (rows.length > 0) {
          const delivered = await this.deliver(rows.map(toRecordedEvent));
          if (!delivered) return;
          const last = rows[rows.length - 1];
          this.cursor = { transactionId: last.transaction_id, globalPosition: last.global_position };
        }
        errorDelay = HANDLER_RETRY_MIN_MS;
        if (rows.length === this.options.batchSize) {
          behind = true;
          continue;
        }
        // Not full, so every wanted row up to the head below the horizon was in it: skip the rest.
        // Encoded checkpoints compare as strings in log order (postgres-checkpoint.ts).
        const passed = head && encodePgCheckpoint(head);
        if (passed && passed > encodePgCheckpoint(this.cursor)) {
          this.cursor = head;
          await this.passed(passed);
        }
        // Committed rows still above the horizon (as the page's own snapshot saw them) mean we are
        // not at the head yet: an older transaction is about to finish, so look again soon rather
        // than after the slow poll.
        if (!pending && behind) {
          behind = false;
          callSafely(() => this.handlers.onCaughtUp?.());
        }
        if (this.woken) continue;
        if (pending) {
          await this.sleep(pendingDelay);
          pendingDelay = Math.min(pendingDelay * 2, PENDING_RETRY_MAX_MS);
          continue;
        }
        pendingDelay = PENDING_RETRY_MIN_MS;
        await this.sleep(this.options.slowPollMs);
      } catch (error) {
        this.report(error);
        await this.sleep(errorDelay);
        errorDelay = Math.min(errorDelay * 2, HANDLER_RETRY_MAX_MS);
      }
    }
  }

  private async deliver(batch: RecordedEvent[]): Promise<boolean> {
    let delay = HANDLER_RETRY_MIN_MS;
    while (!this.closed) {
      this.inHandler = true;
      try {
        await this.handlers.onEvents(batch);
        return true;
      } catch (error) {
        this.report(error);
      } finally {
        this.inHandler = false;
      }
      await this.sleep(delay, false);
      delay = Math.min(delay * 2, HANDLER_RETRY_MAX_MS);
    }
    return false;
  }

  /** Resolves after `ms`, or earlier on a notification (unless `wakeable` is false) or close. */
  private sleep(ms: number, wakeable = true): Promise<void> {
    if (this.closed || (wakeable && this.woken)) return Promise.resolve();
    return new Promise((resolve) => {
      const finish = () => {
        clearTimeout(timer);
        this.wake = undefined;
        resolve();
      };
      const timer = setTimeout(finish, ms);
      this.wake = () => {
        if (wakeable || this.closed) finish();
      };
    });
  }

  private async passed(checkpoint: string): Promise<void> {
    try {
      await this.handlers.onPassed?.(checkpoint);
    } catch (error) {
      this.report(error);
    }
  }

  private report(error: unknown): void {
    reportSubscriptionError(this.handlers, error);
  }
}
