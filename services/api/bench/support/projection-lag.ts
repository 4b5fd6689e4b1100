import { Client, type Notification } from 'pg';
import { gradingOrderStream } from '@slabworks/domain';
import { ORDER_CHANGED_CHANNEL } from '@slabworks/read-models';

const GIVE_UP_MS = 15_000;
// A notification lost (or sent before we listened) is covered by looking again this often.
const FALLBACK_MS = 25;

/**
 * Samples projection lag under load: takes the newest command answer offered and waits until
 * read_models.orders has reached that revision, then records visible-at minus the event's created_at
 * (the append's time, same host clock; stored truncated to the millisecond, so a sample can read up to
 * 1 ms high). It looks when the orders projection's own NOTIFY for that order arrives (sent at the
 * commit that makes the row visible), not every millisecond: polling put ~1,000 queries a second on
 * the two cores the commands are measured on. One sample at a time keeps its load small.
 */
export class ProjectionLagSampler {
  private readonly client: Client;
  private offered?: { orderId: string; revision: number };
  private watching?: string;
  private wake?: () => void;
  // Set by a notification or an offer that arrived while no one was waiting: the next wait ends at once.
  private pinged = false;
  private running = false;
  private loop?: Promise<void>;
  readonly samples: number[] = [];
  timeouts = 0;

  constructor(url: string) {
    this.client = new Client({ connectionString: url });
  }

  async start(): Promise<void> {
    await this.client.connect();
    this.client.on('notification', (message: Notification) => {
      if (message.payload === this.watching) this.ping();
    });
    await this.client.query(`LISTEN ${ORDER_CHANGED_CHANNEL}`);
    this.running = true;
    this.loop = this.run();
  }

  offer(orderId: string, revision: number): void {
    this.offered = { orderId, revision };
    if (!this.watching) this.ping();
  }

  async stop(): Promise<void> {
    this.running = false;
    this.ping();
    await this.loop;
    await this.client.end();
  }

  private async run(): Promise<void> {
    while (this.running) {
      const target = this.offered;
      this.offered = undefined;
      if (!target) {
        await this.sleep(FALLBACK_MS);
        continue;
      }
      const visibleAt = await this.visibleAt(target.orderId, target.revision);
      if (visibleAt === undefined) {
        if (this.running) this.timeouts += 1;
        continue;
      }
      const { rows } = await this.client.query<{ at: string }>(
        `SELECT (extract(epoch FROM created_at) * 1000)::text AS at FROM event_store.events
         WHERE stream_id = $1 AND revision = $2`,
        [gradingOrderStream(target.orderId), target.revision],
      );
      if (rows[0]) this.samples.push(visibleAt - Number(rows[0].at));
    }
  }

  private async visibleAt(orderId: string, revision: number): Promise<number | undefined> {
    const deadline = Date.now() + GIVE_UP_MS;
    this.watching = orderId;
    try {
      while (this.running && Date.now() < deadline) {
        this.pinged = false;
        const { rows } = await this.client.query<{ revision: string }>({
          name: 'lag_probe',
          text: 'SELECT revision::text AS revision FROM read_models.orders WHERE order_id = $1',
          values: [orderId],
        });
        if (rows[0] && Number(rows[0].revision) >= revision) return Date.now();
        await this.sleep(FALLBACK_MS);
      }
      return undefined;
    } finally {
      this.watching = undefined;
      this.pinged = false;
    }
  }

  private ping(): void {
    this.pinged = true;
    this.wake?.();
  }

  /** Resolves after `ms`, or earlier when the watched order's notification (or an offer) arrives. */
  private sleep(ms: number): Promise<void> {
    if (this.pinged) {
      this.pinged = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        if (this.wake === done) this.wake = undefined;
        this.pinged = false;
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.wake = done;
    });
  }
}
