/** The two lines a connection's logger needs; Nest's Logger and console both have them. */
export interface OutageLogger {
  warn(message: string): void;
  log(message: string): void;
}

/**
 * One warning when a dependency goes away and one line when it is back, however many clients fail
 * in between: a PostgreSQL restart drops every pooled connection at once, and a Redis client retries
 * every few hundred milliseconds, so logging each error would bury the outage in its own noise.
 */
export class OutageLog {
  private downSince: number | null = null;
  private suppressed = 0;

  constructor(
    private readonly dependency: string,
    private readonly logger: OutageLogger,
    private readonly now: () => number = Date.now,
  ) {}

  get isDown(): boolean {
    return this.downSince !== null;
  }

  down(error: unknown): void {
    if (this.downSince !== null) {
      this.suppressed += 1;
      return;
    }
    this.downSince = this.now();
    this.suppressed = 0;
    this.logger.warn(`${this.dependency} connection lost: ${describe(error)}; reconnecting`);
  }

  up(): void {
    if (this.downSince === null) return;
    const seconds = ((this.now() - this.downSince) / 1000).toFixed(1);
    const more = this.suppressed ? ` (${this.suppressed} more error(s) while down)` : '';
    this.downSince = null;
    this.logger.log(`${this.dependency} connection back after ${seconds} s${more}`);
  }
}

function describe(error: unknown): string {
  const e = error as { code?: unknown; message?: unknown } | null;
  const message = typeof e?.message === 'string' && e.message ? e.message : String(error);
  return typeof e?.code === 'string' ? `${e.code} ${message}` : message;
}
