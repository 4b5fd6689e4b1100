import { Client } from 'pg';
import { gradingOrderStream } from '@slabworks/domain';

const POLL_MS = 1;
const GIVE_UP_MS = 15_000;

/**
 * Samples projection lag under load: takes the newest command answer offered, polls
 * read_models.orders (one connection, ~1 ms apart) until the row has reached that revision, and
 * records visible-at minus the event's created_at (the append's time, same host clock; stored
 * truncated to the millisecond, so a sample can read up to 1 ms high). One sample at a time keeps
 * the sampler's own load small.
 */
export class ProjectionLagSampler {
  private readonly client: Client;
  private offered?: { orderId: string; revision: number };
  private running = false;
  private loop?: Promise<void>;
  readonly samples: number[] = [];
  timeouts = 0;

  constructor(url: string) {
    this.client = new Client({ connectionString: url });
  }

  async start(): Promise<void> {
    await this.client.connect();
    this.running = true;
    this.loop = this.run();
  }

  offer(orderId: string, revision: number): void {
    this.offered = { orderId, revision };
  }

  async stop(): Promise<void> {
    this.running = false;
    await this.loop;
    await this.client.end();
  }

  private async run(): Promise<void> {
    while (this.running) {
      const target = this.offered;
      this.offered = undefined;
      if (!target) {
        await sleep(POLL_MS);
        continue;
      }
      const visibleAt = await this.visibleAt(target.orderId, target.revision);
      if (visibleAt === undefined) {
        this.timeouts += 1;
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
    while (Date.now() < deadline) {
      const { rows } = await this.client.query<{ revision: string }>({
        name: 'lag_probe',
        text: 'SELECT revision::text AS revision FROM read_models.orders WHERE order_id = $1',
        values: [orderId],
      });
      if (rows[0] && Number(rows[0].revision) >= revision) return Date.now();
      await sleep(POLL_MS);
    }
    return undefined;
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
