import { Pool, TypeOverrides, types, type ClientConfig } from 'pg';
import { watchPool } from '@slabworks/connections';
import type {
  AppendResult,
  EventStore,
  EventToAppend,
  ExpectedRevision,
  ReadAllOptions,
  ReadAllResult,
  ReadStreamOptions,
  RecordedEvent,
  SubscribeToAllOptions,
  Subscription,
  SubscriptionHandlers,
} from '../event-store.port';
import { AppendBatcher } from './postgres-append-batcher';
import { decodePgCheckpoint, encodePgCheckpoint } from './postgres-checkpoint';
import { EVENT_COLUMNS, toRecordedEvent, type EventRow } from './postgres-event.row';
import { readHead, readPage, toPgEventFilter } from './postgres-event.queries';
import { PostgresNotifier } from './postgres-notifier';
import { PgSubscription } from './postgres-subscription';

export interface PostgresEventStoreOptions {
  /** Used for the LISTEN connection when a pool is given; a pool is created from it otherwise. */
  url?: string;
  pool?: Pool;
  poolSize?: number;
  /**
   * Append statements in flight at once; appends arriving meanwhile share the next statement and its
   * commit. Keep it below the pool size so reads and NOTIFY still find a connection.
   */
  appendConcurrency?: number;
  slowPollMs?: number;
  defaultBatchSize?: number;
  onBackgroundError?: (error: unknown) => void;
}

/** JSON parsing of our own pool does not follow whatever another library set globally. */
function ownTypes() {
  const overrides = new TypeOverrides();
  overrides.setTypeParser(types.builtins.JSONB, JSON.parse);
  overrides.setTypeParser(types.builtins.JSON, JSON.parse);
  return overrides;
}

const MAX_REVISION = '9223372036854775807';
// Measured with bench:event-store (docs/performance.md, session 6).
const DEFAULT_APPEND_CONCURRENCY = 2;

export class PostgresEventStore implements EventStore {
  private readonly pool: Pool;
  private readonly ownsPool: boolean;
  private readonly notifier: PostgresNotifier;
  private readonly subscriptions = new Set<PgSubscription>();
  private readonly batcher: AppendBatcher;

  constructor(private readonly options: PostgresEventStoreOptions) {
    if (!options.pool && !options.url) throw new Error('PostgresEventStore needs a pool or a url');
    this.ownsPool = !options.pool;
    this.pool =
      options.pool ??
      new Pool({ connectionString: options.url, max: options.poolSize ?? 10, types: ownTypes() });
    const listenConfig: ClientConfig = options.url ? { connectionString: options.url } : this.pool.options;
    const onError = options.onBackgroundError ?? ((e) => console.error('event store background error', e));
    // A client dropped by the server must not crash the process; the pool replaces it, and a
    // restart's burst of 57P01s is one warning rather than one stack trace per connection.
    if (this.ownsPool) watchPool(this.pool, 'PostgreSQL (event store)', console);
    this.notifier = new PostgresNotifier(listenConfig, onError);
    this.batcher = new AppendBatcher(this.pool, options.appendConcurrency ?? DEFAULT_APPEND_CONCURRENCY);
  }

  /** The pool appends run on, e.g. for migrateEventStore. */
  get connectionPool(): Pool {
    return this.pool;
  }

  async append(
    streamId: string,
    events: EventToAppend[],
    options: { expectedRevision: ExpectedRevision },
  ): Promise<AppendResult> {
    const result = await this.batcher.append(streamId, events, options.expectedRevision);
    this.announceAppend(events);
    return result;
  }

  async read(streamId: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    const { rows } = await this.pool.query<EventRow>({
      name: 'es_read_stream',
      text: `SELECT ${EVENT_COLUMNS} FROM event_store.events e
             WHERE e.stream_id = $1 AND e.revision >= $2 AND e.revision <= $3 AND e.created_at <= $4
             ORDER BY e.revision LIMIT $5`,
      values: [
        streamId,
        options.fromRevision ?? 0,
        options.toRevision ?? MAX_REVISION,
        options.until ?? 'infinity',
        options.maxCount ?? null,
      ],
    });
    return rows.map(toRecordedEvent);
  }

  async readAllForward(options: ReadAllOptions = {}): Promise<ReadAllResult> {
    const maxCount = options.maxCount ?? 1000;
    const rows = await readPage(
      this.pool,
      decodePgCheckpoint(options.fromCheckpoint),
      maxCount,
      toPgEventFilter(options.streamPrefixes, options.eventTypes),
    );
    const last = rows[rows.length - 1];
    return {
      events: rows.map(toRecordedEvent),
      checkpoint: last
        ? encodePgCheckpoint({ transactionId: last.transaction_id, globalPosition: last.global_position })
        : options.fromCheckpoint,
      isEnd: rows.length < maxCount,
    };
  }

  async headCheckpoint(): Promise<string | undefined> {
    const head = await readHead(this.pool);
    return (
      head && encodePgCheckpoint({ transactionId: head.transaction_id, globalPosition: head.global_position })
    );
  }

  subscribeToAll(options: SubscribeToAllOptions, handlers: SubscriptionHandlers): Subscription {
    let unsubscribe = () => {};
    const subscription = new PgSubscription(
      this.pool,
      {
        fromCheckpoint: options.fromCheckpoint,
        streamPrefixes: options.streamPrefixes,
        eventTypes: options.eventTypes,
        batchSize: options.batchSize ?? this.options.defaultBatchSize ?? 500,
        slowPollMs: this.options.slowPollMs ?? 1000,
      },
      handlers,
      () => {
        this.subscriptions.delete(subscription);
        unsubscribe();
      },
    );
    this.subscriptions.add(subscription);
    unsubscribe = this.notifier.subscribe((types) => subscription.notify(types));
    return subscription;
  }

  async close(): Promise<void> {
    await Promise.all([...this.subscriptions].map((s) => s.close()));
    await this.notifier.close();
    if (this.ownsPool) await this.pool.end();
  }

  private announceAppend(events: EventToAppend[]): void {
    // Subscribers in this process are woken at once; others by the NOTIFY the append itself sent.
    const types = new Set(events.map((e) => e.type));
    for (const subscription of this.subscriptions) subscription.notify(types);
  }
}
