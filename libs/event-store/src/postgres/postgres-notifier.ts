import { Client, type ClientConfig } from 'pg';

export const APPEND_CHANNEL = 'event_store_appended';

/** The event types appended, or undefined: anything may have been (an old writer, a long list). */
export type AppendedTypes = ReadonlySet<string> | undefined;
type Listener = (types: AppendedTypes) => void;

// NOTIFY payloads stop at 8,000 bytes; longer lists (never seen: an order has ~40 types) say "anything".
const MAX_PAYLOAD = 4_000;
const SEPARATOR = '\n';

/**
 * A NOTIFY's payload: the types appended, one per line; empty means "anything". A type holding the
 * separator, or too many of them, also goes as "anything" (a wasted wake-up, never a missed one).
 */
export function appendedTypesPayload(types: ReadonlySet<string>): string {
  const list = [...types];
  if (list.some((t) => t.length === 0 || t.includes(SEPARATOR))) return '';
  const payload = list.join(SEPARATOR);
  return payload.length > MAX_PAYLOAD ? '' : payload;
}

export const appendedTypesOf = (payload: string | undefined): AppendedTypes =>
  payload ? new Set(payload.split(SEPARATOR)) : undefined;

/**
 * One LISTEN connection per store wakes every subscriber of that store. A lost connection is
 * re-opened with backoff; subscribers fall back to their slow poll meanwhile, so nothing is missed.
 */
export class PostgresNotifier {
  private readonly listeners = new Set<Listener>();
  private client: Client | undefined;
  private connecting: Promise<void> | undefined;
  private closed = false;
  private retryDelayMs = 250;
  private retryTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly config: ClientConfig,
    private readonly onError: (error: unknown) => void,
  ) {}

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    void this.ensureConnected();
    return () => this.listeners.delete(listener);
  }

  wakeAll(types?: AppendedTypes): void {
    for (const listener of this.listeners) listener(types);
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retryTimer);
    await this.connecting?.catch(() => undefined);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  private ensureConnected(): Promise<void> {
    if (this.client || this.closed) return Promise.resolve();
    this.connecting ??= this.connect().finally(() => (this.connecting = undefined));
    return this.connecting;
  }

  private async connect(): Promise<void> {
    const client = new Client(this.config);
    const drop = (error: unknown) => {
      if (this.client !== client) return;
      this.client = undefined;
      void client.end().catch(() => undefined);
      if (this.closed) return;
      this.onError(error);
      this.scheduleReconnect();
    };
    client.on('error', drop);
    client.on('end', () => drop(new Error('LISTEN connection ended')));
    client.on('notification', (message) => this.wakeAll(appendedTypesOf(message.payload)));
    try {
      await client.connect();
      await client.query(`LISTEN ${APPEND_CHANNEL}`);
      if (this.closed) {
        await client.end();
        return;
      }
      this.client = client;
      this.retryDelayMs = 250;
      // Anything appended while we were not listening is picked up now.
      this.wakeAll();
    } catch (error) {
      await client.end().catch(() => undefined);
      if (this.closed) return;
      this.onError(error);
      this.scheduleReconnect();
    }
  }

  private scheduleReconnect(): void {
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => void this.ensureConnected(), this.retryDelayMs);
    this.retryDelayMs = Math.min(this.retryDelayMs * 2, 10_000);
  }
}
