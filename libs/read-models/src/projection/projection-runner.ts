import type { Pool, PoolClient } from 'pg';
import type { DecoderLogger, EventStore, Subscription } from '@slabworks/event-store';
import { LiveRows } from './live-rows';
import { eventTypesOf, LIVE_SCHEMA, type Projection } from './projection';
import { moveCheckpointFrom, readCheckpoint } from './projection-checkpoints';
import {
  applyBatchInOwnTransaction,
  CheckpointMovedError,
  inTransaction,
  startProjection,
} from './projection-transaction';
import { rebuildProjection } from './rebuild-projection';

export interface ProjectionRunnerOptions {
  batchSize?: number;
  /** How often a standby runner retries for the lease. */
  leaseRetryMs?: number;
  logger: DecoderLogger & { log(message: string, context?: Record<string, unknown>): void };
}

function leaseKey(name: string): string {
  return `projection:${name}`;
}

/**
 * Keeps one projection's live tables up to date from the event store subscription. One active runner
 * per projection across all workers: a session-level advisory lock is the lease; others stand by.
 * Each batch is applied with its checkpoint in one transaction, so a crash mid-batch replays it.
 */
export class ProjectionRunner<E> {
  private lease?: PoolClient;
  private subscription?: Subscription;
  private stopped = false;
  private checkpoint: string | undefined;
  private leaseTimer?: NodeJS.Timeout;
  private caughtUpResolvers: Array<() => void> = [];
  private isCaughtUp = false;
  private resubscribing = false;
  // Rows this runner's own batches committed: valid while its checkpoint is the stored one.
  private readonly liveRows = new LiveRows();

  constructor(
    private readonly pool: Pool,
    private readonly store: EventStore,
    private readonly projection: Projection<E>,
    private readonly options: ProjectionRunnerOptions,
  ) {}

  get name(): string {
    return this.projection.name;
  }

  get active(): boolean {
    return this.subscription !== undefined;
  }

  async start(): Promise<void> {
    await this.tryLease();
  }

  /** Resolves once this runner holds the lease and has delivered everything up to the head. */
  caughtUp(): Promise<void> {
    if (this.isCaughtUp) return Promise.resolve();
    return new Promise((resolve) => this.caughtUpResolvers.push(resolve));
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.leaseTimer);
    await this.subscription?.close();
    this.subscription = undefined;
    if (this.lease) {
      await this.lease
        .query('SELECT pg_advisory_unlock(hashtextextended($1, 0))', [leaseKey(this.name)])
        .catch(() => undefined);
      this.lease.release();
      this.lease = undefined;
    }
  }

  private async tryLease(): Promise<void> {
    if (this.stopped) return;
    const client = await this.pool.connect();
    const { rows } = await client.query<{ ok: boolean }>(
      'SELECT pg_try_advisory_lock(hashtextextended($1, 0)) AS ok',
      [leaseKey(this.name)],
    );
    if (!rows[0]?.ok) {
      client.release();
      this.leaseTimer = setTimeout(
        () => void this.tryLease().catch((e) => this.fail(e)),
        this.options.leaseRetryMs ?? 5000,
      );
      return;
    }
    // If the lease connection dies, PostgreSQL frees the lock; stop delivering and compete again.
    client.on('error', (e) => this.fail(e));
    this.lease = client;
    this.options.logger.log(`projection ${this.name}: lease taken`);
    await this.prepareTables();
    await this.subscribe();
  }

  private async prepareTables(): Promise<void> {
    const stored = await readCheckpoint(this.pool, this.name, LIVE_SCHEMA);
    if (!stored) {
      await inTransaction(this.pool, (c) => startProjection(c, this.projection, LIVE_SCHEMA));
    } else if (stored.version !== this.projection.version) {
      this.options.logger.log(
        `projection ${this.name}: version ${stored.version} -> ${this.projection.version}, rebuilding`,
      );
      await rebuildProjection(this.pool, this.store, this.projection, { logger: this.options.logger });
    }
  }

  private async subscribe(): Promise<void> {
    if (this.stopped) return;
    this.liveRows.clear();
    this.checkpoint = (await readCheckpoint(this.pool, this.name, LIVE_SCHEMA))?.checkpoint;
    this.subscription = this.store.subscribeToAll(
      {
        fromCheckpoint: this.checkpoint,
        streamPrefixes: [...this.projection.streamPrefixes],
        ...eventTypesOf(this.projection),
        batchSize: this.options.batchSize ?? 500,
      },
      {
        onEvents: async (batch) => {
          if (this.stopped || this.resubscribing) return;
          try {
            const expected = this.checkpoint;
            this.checkpoint = await applyBatchInOwnTransaction(
              this.pool,
              this.projection,
              LIVE_SCHEMA,
              expected,
              batch,
              this.options.logger,
              this.store,
              this.liveRows,
            );
          } catch (error) {
            this.resubscribeIfMoved(error);
          }
        },
        onPassed: async (checkpoint) => {
          if (this.stopped || this.resubscribing) return;
          try {
            await this.movePast(checkpoint);
          } catch (error) {
            this.resubscribeIfMoved(error);
          }
        },
        onCaughtUp: () => {
          this.isCaughtUp = true;
          for (const resolve of this.caughtUpResolvers.splice(0)) resolve();
        },
        onError: (error) =>
          this.options.logger.error(`projection ${this.name}: batch failed, retrying`, {
            error: String(error),
          }),
      },
    );
  }

  /**
   * A projection with eventTypes stores the position its subscription skipped to (the PostgreSQL
   * store reports it at most once per wake-up of its own types or slow poll, EventStoreDB every
   * thousand-odd events it skipped): a restart, or the health endpoint's lag count, then starts near
   * the head instead of at its last event of those types, which may be far back.
   */
  private async movePast(checkpoint: string): Promise<void> {
    const expected = this.checkpoint;
    if (expected !== undefined && checkpoint <= expected) return;
    const moved = await moveCheckpointFrom(this.pool, expected, [
      this.name,
      LIVE_SCHEMA,
      this.projection.version,
      checkpoint,
      undefined,
      0,
    ]);
    if (!moved) {
      const stored = await readCheckpoint(this.pool, this.name, LIVE_SCHEMA);
      throw new CheckpointMovedError(expected, stored?.checkpoint);
    }
    this.checkpoint = checkpoint;
  }

  private resubscribeIfMoved(error: unknown): void {
    if (!(error instanceof CheckpointMovedError)) throw error;
    // A rebuild swapped tables (or another runner wrote): continue from what is stored.
    this.options.logger.warn(`projection ${this.name}: ${error.message}; resubscribing`);
    this.resubscribing = true;
    setImmediate(() => void this.resubscribe().catch((e) => this.fail(e)));
  }

  private async resubscribe(): Promise<void> {
    await this.subscription?.close();
    this.subscription = undefined;
    this.resubscribing = false;
    await this.subscribe();
  }

  private fail(error: unknown): void {
    this.options.logger.error(`projection ${this.name}: lease lost`, { error: String(error) });
    this.liveRows.clear();
    void this.subscription?.close();
    this.subscription = undefined;
    this.lease?.release(true);
    this.lease = undefined;
    if (!this.stopped)
      this.leaseTimer = setTimeout(() => void this.tryLease().catch((e) => this.fail(e)), 1000);
  }
}
