import type { Pool, PoolClient } from 'pg';

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * A scratch run's row writes, sent on a connection of their own so the server writes one page's
 * rows while this process reads and folds the next (the rebuild's profile had the process idle a
 * third of the time, waiting for its writes inside each page's transaction). Statements run one
 * after the other, each committed alone: nobody reads a scratch schema before the run ends, and a
 * crashed run starts over. At most `depth` statements wait (send waits for room), so memory stays
 * bounded and a slow server slows the fold instead of piling up JSON. The first failure is thrown
 * by the next send or drain.
 */
export class BackgroundWrites {
  private client: Promise<PoolClient> | undefined;
  private tail: Promise<void> = Promise.resolve();
  private waiting = 0;
  private failure: { error: unknown } | undefined;
  private readonly roomMade: Array<() => void> = [];

  constructor(
    private readonly pool: Pool,
    private readonly schema: string,
    private readonly depth = 2,
  ) {}

  /** Queues one statement; resolves once it is queued, not once it ran. */
  async send(text: string, values: unknown[]): Promise<void> {
    this.throwIfFailed();
    while (this.waiting >= this.depth) await new Promise<void>((made) => this.roomMade.push(made));
    this.throwIfFailed();
    const client = (this.client ??= this.connect());
    this.waiting++;
    this.tail = this.tail.then(async () => {
      try {
        if (!this.failure) await (await client).query(text, values);
      } catch (error) {
        this.failure = { error };
      } finally {
        this.waiting--;
        this.roomMade.shift()?.();
      }
    });
  }

  /** Waits until every queued statement has run (a read of the table sees them from then on). */
  async drain(): Promise<void> {
    await this.tail;
    this.throwIfFailed();
  }

  /** Waits for what is queued and gives the connection back; failures are left to drain. */
  async close(): Promise<void> {
    await this.tail;
    if (!this.client) return;
    const client = await this.client.catch(() => undefined);
    this.client = undefined;
    if (!client) return;
    try {
      await client.query('RESET ALL');
      client.release();
    } catch (error) {
      client.release(error as Error);
    }
  }

  private async connect(): Promise<PoolClient> {
    const client = await this.pool.connect();
    try {
      // Session settings, reset on close: the scratch schema, and no wait for the WAL at each commit
      // (a crashed run is restarted from scratch, so a lost commit costs nothing).
      await client.query(
        `SELECT set_config('search_path', $1, false), set_config('synchronous_commit', 'off', false)`,
        [`${ident(this.schema)}, public`],
      );
      return client;
    } catch (error) {
      client.release(error as Error);
      throw error;
    }
  }

  private throwIfFailed(): void {
    if (this.failure) throw this.failure.error;
  }
}
