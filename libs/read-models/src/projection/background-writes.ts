import type { Pool, PoolClient } from 'pg';

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** One connection's queue: its statements run one after the other, in the order sent. */
class Lane {
  private client: Promise<PoolClient> | undefined;
  private tail: Promise<void> = Promise.resolve();
  private waiting = 0;
  private readonly roomMade: Array<() => void> = [];

  constructor(
    private readonly connect: () => Promise<PoolClient>,
    private readonly fail: (error: unknown) => void,
    private readonly failed: () => boolean,
    private readonly depth: number,
  ) {}

  async send(text: string, values: unknown[]): Promise<void> {
    while (this.waiting >= this.depth) await new Promise<void>((made) => this.roomMade.push(made));
    const client = (this.client ??= this.connect());
    this.waiting++;
    this.tail = this.tail.then(async () => {
      try {
        if (!this.failed()) await (await client).query(text, values);
      } catch (error) {
        this.fail(error);
      } finally {
        this.waiting--;
        this.roomMade.shift()?.();
      }
    });
  }

  drained(): Promise<void> {
    return this.tail;
  }

  async close(): Promise<void> {
    await this.tail;
    const client = await this.client?.catch(() => undefined);
    this.client = undefined;
    if (!client) return;
    try {
      await client.query('RESET ALL');
      client.release();
    } catch (error) {
      client.release(error as Error);
    }
  }
}

/**
 * A scratch run's row writes, sent on connections of their own so the server writes one page's
 * rows while this process reads and folds the next (the rebuild's profile had the process idle a
 * third of the time, waiting for its writes inside each page's transaction). Each statement is
 * committed alone: nobody reads a scratch schema before the run ends, and a crashed run starts
 * over. A statement goes to a lane (a connection) chosen by the caller: statements of one lane run
 * in the order sent, so a projection sends every write of one row to the same lane (laneOf). At
 * most `depth` statements wait per lane (send waits for room), so memory stays bounded and a slow
 * server slows the fold instead of piling up JSON. The first failure is thrown by the next send or
 * drain.
 */
export class BackgroundWrites {
  private readonly lanes: Lane[];
  private failure: { error: unknown } | undefined;

  /**
   * `lanes`: two by default — the server's writes (parsing each row's JSON into jsonb) cost about as
   * much as this process's fold, and a second connection keeps the fold from waiting for room.
   */
  constructor(pool: Pool, schema: string, lanes = 2, depth = 2) {
    const connect = async () => {
      const client = await pool.connect();
      try {
        // Session settings, reset on close: the scratch schema, and no wait for the WAL at each
        // commit (a crashed run starts over, so a lost commit costs nothing).
        await client.query(
          `SELECT set_config('search_path', $1, false), set_config('synchronous_commit', 'off', false)`,
          [`${ident(schema)}, public`],
        );
        return client;
      } catch (error) {
        client.release(error as Error);
        throw error;
      }
    };
    const fail = (error: unknown) => (this.failure ??= { error });
    this.lanes = Array.from(
      { length: Math.max(1, lanes) },
      () => new Lane(connect, fail, () => this.failure !== undefined, depth),
    );
  }

  /** The lane of a row's key: every write of one row goes through one lane, in order. */
  laneOf(key: string): number {
    return key.charCodeAt(key.length - 1) % this.lanes.length;
  }

  /** Queues one statement on `lane`; resolves once it is queued, not once it ran. */
  async send(lane: number, text: string, values: unknown[]): Promise<void> {
    this.throwIfFailed();
    await this.lanes[lane]!.send(text, values);
  }

  /** Waits until every queued statement has run (a read of the table sees them from then on). */
  async drain(): Promise<void> {
    await Promise.all(this.lanes.map((lane) => lane.drained()));
    this.throwIfFailed();
  }

  /** Waits for what is queued and gives the connections back; failures are left to drain. */
  async close(): Promise<void> {
    await Promise.all(this.lanes.map((lane) => lane.close()));
  }

  private throwIfFailed(): void {
    if (this.failure) throw this.failure.error;
  }
}
