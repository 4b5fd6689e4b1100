import { Client, type ClientConfig } from 'pg';

export interface ListeningHandlers {
  /** A NOTIFY on the channel (its payload; empty when it had none). */
  notified(payload: string): void;
  /** LISTEN is in place: notifications from now on arrive; anything sent before may have been missed. */
  listening(): void;
  /** The connection is gone (or could not be opened): notifications are being missed until `listening`. */
  lost(error: unknown): void;
}

/**
 * One PostgreSQL connection that LISTENs on one channel and keeps doing so: a lost connection is
 * re-opened with backoff (250 ms doubling to 10 s). Notifications are not queued for a listener
 * that is away, so `lost` and `listening` tell the owner when it must assume it missed some.
 */
export class ListeningClient {
  private client: Client | undefined;
  private connecting: Promise<void> | undefined;
  private closed = false;
  private retryDelayMs = 250;
  private retryTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly config: ClientConfig,
    private readonly channel: string,
    private readonly handlers: ListeningHandlers,
  ) {
    if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
  }

  get isListening(): boolean {
    return this.client !== undefined;
  }

  /** Opens the connection unless it is open or opening; resolves once LISTEN is in place or failed. */
  start(): Promise<void> {
    if (this.client || this.closed) return Promise.resolve();
    this.connecting ??= this.connect().finally(() => (this.connecting = undefined));
    return this.connecting;
  }

  /** NOTIFY on the channel from this connection (its own LISTEN hears it too, after earlier commits' notices). */
  async notify(payload: string): Promise<boolean> {
    const client = this.client;
    if (!client) return false;
    await client.query('SELECT pg_notify($1, $2)', [this.channel, payload]);
    return true;
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retryTimer);
    await this.connecting?.catch(() => undefined);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    const client = new Client(this.config);
    let dropped = false;
    const drop = (error: unknown) => {
      if (dropped) return;
      dropped = true;
      const wasListening = this.client === client;
      if (wasListening) this.client = undefined;
      void client.end().catch(() => undefined);
      if (this.closed || !wasListening) return;
      this.handlers.lost(error);
      this.scheduleReconnect();
    };
    client.on('error', drop);
    client.on('end', () => drop(new Error('LISTEN connection ended')));
    client.on('notification', (message) => {
      if (this.client === client) this.handlers.notified(message.payload ?? '');
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${this.channel}`);
      if (this.closed || dropped) {
        await client.end().catch(() => undefined);
        if (!this.closed) throw new Error('LISTEN connection ended while opening');
        return;
      }
      this.client = client;
      this.retryDelayMs = 250;
      this.handlers.listening();
    } catch (error) {
      dropped = true;
      await client.end().catch(() => undefined);
      if (this.closed) return;
      this.handlers.lost(error);
      this.scheduleReconnect();
    }
  }

  private scheduleReconnect(): void {
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => void this.start(), this.retryDelayMs);
    this.retryDelayMs = Math.min(this.retryDelayMs * 2, 10_000);
  }
}
