import { randomUUID } from 'node:crypto';
import type { ClientConfig } from 'pg';
import { ListeningClient } from './listening-client';
import type { OutageLogger } from './outage-log';

/** The channel the tables' change triggers notify (migration TableChangeNotices). */
export const TABLE_CHANGED_CHANNEL = 'table_changed';

/** A committed change: the table, and the row's key the trigger names (null: any row may have changed). */
export interface TableChange {
  readonly table: string;
  readonly key: string | null;
}

/** `everything`: the feed was away, so any row of any table may have changed meanwhile. */
export type TableChangeNotice = TableChange | 'everything';

const FENCE = 'fence';
const CAUGHT_UP_TIMEOUT_MS = 5_000;

/** What a cache needs of the feed: whether it hears every change now, and the changes as they come. */
export interface TableChangeSource {
  readonly isLive: boolean;
  subscribe(listener: (notice: TableChangeNotice) => void): () => void;
}

/** A trigger's payload: `<table>` or `<table> <key>` (keys are uuids or numbers: no spaces). */
export function tableChangeOf(payload: string): TableChange {
  const space = payload.indexOf(' ');
  return space < 0
    ? { table: payload, key: null }
    : { table: payload.slice(0, space), key: payload.slice(space + 1) || null };
}

/**
 * The committed changes of the tables whose triggers notify TABLE_CHANGED_CHANNEL, for the caches
 * of one process. Live only while its LISTEN is in place; when it drops and when it is back, every
 * subscriber hears `everything`, since notifications sent meanwhile are lost.
 */
export class TableChangeFeed implements TableChangeSource {
  private readonly listeners = new Set<(notice: TableChangeNotice) => void>();
  private readonly client: ListeningClient;
  private wasLost = false;
  // Every process listening hears every fence: ours are told apart by this feed's own prefix.
  private readonly fencePrefix = randomUUID();
  private fences = 0;
  private readonly awaitingFences = new Map<string, () => void>();

  constructor(config: ClientConfig, logger: OutageLogger) {
    this.client = new ListeningClient(config, TABLE_CHANGED_CHANNEL, {
      notified: (payload) => this.heard(tableChangeOf(payload)),
      listening: () => {
        this.tell('everything');
        if (this.wasLost) logger.log('table changes: listening again');
        this.wasLost = false;
      },
      lost: (error) => {
        this.tell('everything');
        for (const fenceHeard of this.awaitingFences.values()) fenceHeard(); // nothing is kept now
        if (!this.wasLost)
          logger.warn(`table changes: connection lost (${String(error)}); caches read through`);
        this.wasLost = true;
      },
    });
  }

  get isLive(): boolean {
    return this.client.isListening;
  }

  start(): Promise<void> {
    return this.client.start();
  }

  close(): Promise<void> {
    return this.client.close();
  }

  /**
   * Resolves once every change committed before the call has been told to the subscribers: a
   * notice of our own goes through the queue, which PostgreSQL delivers in commit order. For a
   * writer that reads its change back through a cache at once. Without the feed there is nothing
   * to wait for (caches read through); should the fence not come back, caches are cleared instead.
   */
  async caughtUp(): Promise<void> {
    if (!this.isLive) return;
    const id = `${this.fencePrefix}.${(this.fences += 1)}`;
    const heard = new Promise<void>((resolve) => this.awaitingFences.set(id, resolve));
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<void>((resolve) => {
      timer = setTimeout(() => {
        this.tell('everything');
        resolve();
      }, CAUGHT_UP_TIMEOUT_MS);
    });
    try {
      const sent = await this.client.notify(`${FENCE} ${id}`).catch(() => false);
      if (!sent) this.tell('everything');
      else await Promise.race([heard, timedOut]);
    } finally {
      clearTimeout(timer);
      this.awaitingFences.delete(id);
    }
  }

  subscribe(listener: (notice: TableChangeNotice) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private heard(change: TableChange): void {
    if (change.table !== FENCE) return this.tell(change);
    if (change.key) this.awaitingFences.get(change.key)?.();
  }

  private tell(notice: TableChangeNotice): void {
    for (const listener of this.listeners) listener(notice);
  }
}
