import type IORedis from 'ioredis';
import { testClockKey } from '@slabworks/config';

const POLL_MS = 500;

/**
 * Tests only (TEST_CLOCK=true): the deadline sweeper's "now" runs ahead of real time by the offset
 * the api's POST /api/dev/clock keeps in Redis. Polled, and a change calls `changed` so the sweep
 * happens at once instead of one DEADLINE_SWEEP_MS later.
 */
export class TestClock {
  private offsetMs = 0;
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly redis: IORedis,
    private readonly redisPrefix: string,
    private readonly changed: () => void,
  ) {}

  readonly now = (): Date => new Date(Date.now() + this.offsetMs);

  start(): void {
    const poll = async () => {
      const raw = await this.redis.get(testClockKey(this.redisPrefix)).catch(() => null);
      const offset = Number(raw ?? 0);
      if (Number.isFinite(offset) && offset !== this.offsetMs) {
        this.offsetMs = offset;
        this.changed();
      }
    };
    this.timer = setInterval(() => void poll(), POLL_MS);
  }

  stop(): void {
    clearInterval(this.timer);
  }
}
