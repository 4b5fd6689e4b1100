/**
 * The live runner's rows as its own last commits left them, newest last, the oldest forgotten past
 * `limit`. Sound because one runner holds a projection's lease and checks, under the checkpoint's lock,
 * that nobody applied anything since its own last batch (anything else moves the checkpoint, and the
 * runner starts over with none of these); so a row found here is the row the table holds, and the
 * projection folds on it instead of reading it back (one round trip of lag per batch). What a batch
 * wrote is staged and kept only once its transaction has committed.
 */
export class LiveRows<T = unknown> {
  private readonly rows = new Map<string, T>();
  private readonly staged = new Map<string, T | null>();

  constructor(private readonly limit = 1_000) {}

  get(key: string): T | undefined {
    return this.rows.get(key);
  }

  /** Written by the open transaction (null: deleted); kept from `committed` on. */
  stage(key: string, row: T | null): void {
    this.staged.set(key, row);
  }

  committed(): void {
    for (const [key, row] of this.staged) {
      this.rows.delete(key);
      if (row !== null) this.rows.set(key, row);
    }
    this.staged.clear();
    for (const oldest of this.rows.keys()) {
      if (this.rows.size <= this.limit) break;
      this.rows.delete(oldest);
    }
  }

  /** Forget everything: a failed batch, a new subscription, a lost lease. */
  clear(): void {
    this.rows.clear();
    this.staged.clear();
  }
}
