import type { Pool } from 'pg';
import { APPEND_CHANNEL, appendedTypesPayload } from './postgres-notifier';

const MIN_INTERVAL_MS = 5;

/**
 * Tells subscribers in other processes that something was appended. NOTIFY is sent after the append
 * committed, never inside it: inside, PostgreSQL's global notify lock is held through each commit and
 * serialises every appender. Bursts collapse into one NOTIFY per few milliseconds, so under load it
 * costs a fraction of a statement per append and a listener hears of the last append within ~5 ms.
 * The payload names the event types appended since the last one, so a subscriber of other types
 * sleeps on (see appendedTypesPayload).
 */
export class AppendAnnouncer {
  private pending = false;
  private types = new Set<string>();
  private inFlight = false;
  private timer: NodeJS.Timeout | undefined;
  private immediate: NodeJS.Immediate | undefined;
  private lastSentAt = 0;
  private closed = false;

  constructor(
    private readonly pool: Pool,
    private readonly onError: (error: unknown) => void,
  ) {}

  announce(types: Iterable<string>): void {
    if (this.closed) return;
    for (const type of types) this.types.add(type);
    this.pending = true;
    this.schedule();
  }

  close(): void {
    this.closed = true;
    clearTimeout(this.timer);
    clearImmediate(this.immediate);
  }

  private schedule(): void {
    if (this.inFlight || this.timer || this.immediate || !this.pending || this.closed) return;
    const wait = this.lastSentAt + MIN_INTERVAL_MS - Date.now();
    if (wait > 0) {
      this.timer = setTimeout(() => {
        this.timer = undefined;
        this.send();
      }, wait);
      return;
    }
    // Not in the appender's own tick: its continuation (e.g. the api's HTTP answer) goes out first,
    // and appends finishing in the same tick share one NOTIFY.
    this.immediate = setImmediate(() => {
      this.immediate = undefined;
      this.send();
    });
  }

  private send(): void {
    if (this.closed) return;
    this.pending = false;
    const payload = appendedTypesPayload(this.types);
    this.types = new Set();
    this.inFlight = true;
    this.lastSentAt = Date.now();
    this.pool
      .query({ name: 'es_notify', text: 'SELECT pg_notify($1, $2)', values: [APPEND_CHANNEL, payload] })
      .catch((error: unknown) => this.onError(error))
      .finally(() => {
        this.inFlight = false;
        this.schedule();
      });
  }
}
