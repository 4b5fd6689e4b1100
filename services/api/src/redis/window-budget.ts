import type Redis from 'ioredis';
import { countInWindow } from './count-in-window';

export type Spent = { allowed: true } | { allowed: false; retryAfter: number };

interface Held {
  window: number;
  /** Requests this process may still serve in the window without asking Redis. */
  tokens: number;
  /** Redis said the window's budget is all handed out (here or to other processes). */
  exhausted: boolean;
  /** How many to take next time; grows while the budget is spent quickly, back to one when not. */
  chunk: number;
  fetchedAt: number;
  fetching?: Promise<void>;
}

// Asked again within this long of the last fetch: the budget is being spent quickly, take twice as many.
const BUSY_MS = 250;
// No process holds more than this share of a window's budget unspent: at most that much of it can be
// left idle in one process when the window ends while another process is refused.
const MAX_SHARE = 1 / 16;
const MAX_CHUNK = 32;

/**
 * A fixed window's request budget shared by every api process through one Redis counter, taken in
 * chunks: a process asks Redis for one request's worth, and while requests come faster than one per
 * BUSY_MS for more at a time, serving those from memory. Never more than `limit` are served in a
 * window across all processes (the counter hands out each unit once); what a process took and did
 * not use is lost at the window's end, so another process may refuse up to that many early. At one
 * request at a time this is exactly the counter it replaces: a Redis round trip on every request of
 * the public api was the largest cost its profile showed beyond the HTTP floor (issue 38 item 2).
 */
export class WindowBudget {
  private readonly held = new Map<string, Held>();

  constructor(
    private readonly redis: Redis,
    private readonly windowSeconds: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Spends one request of `subject`'s budget of `limit` per window; refused, the seconds until it resets. */
  async spend(counterPrefix: string, subject: string, limit: number): Promise<Spent> {
    for (;;) {
      const window = Math.floor(this.now() / 1000 / this.windowSeconds);
      let held = this.held.get(subject);
      if (!held || held.window !== window) {
        held = { window, tokens: 0, exhausted: false, chunk: 1, fetchedAt: 0 };
        this.held.set(subject, held);
      }
      if (held.tokens > 0) {
        held.tokens -= 1;
        return { allowed: true };
      }
      if (held.exhausted) {
        const retryAfter = (window + 1) * this.windowSeconds - Math.floor(this.now() / 1000);
        return { allowed: false, retryAfter };
      }
      // One request to Redis at a time per subject: the others wait for what it brings.
      held.fetching ??= this.fetch(`${counterPrefix}:${subject}:${window}`, held, limit).finally(() => {
        held.fetching = undefined;
      });
      await held.fetching;
    }
  }

  private async fetch(counter: string, held: Held, limit: number): Promise<void> {
    const at = this.now();
    const ceiling = Math.min(MAX_CHUNK, Math.max(1, Math.floor(limit * MAX_SHARE)));
    held.chunk = at - held.fetchedAt < BUSY_MS ? Math.min(held.chunk * 2, ceiling) : 1;
    held.fetchedAt = at;
    const taken = held.chunk;
    const total = await countInWindow(this.redis, counter, this.windowSeconds * 2, taken);
    // The units this call took are total − taken + 1 … total; those up to the limit are ours.
    const granted = Math.max(0, Math.min(taken, limit - (total - taken)));
    held.tokens += granted;
    if (total >= limit) held.exhausted = true;
  }
}
