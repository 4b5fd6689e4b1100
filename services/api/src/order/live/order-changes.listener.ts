import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { Client } from 'pg';
import type { AppConfig } from '@slabworks/config';
import { ORDER_CHANGED_CHANNEL } from '@slabworks/read-models';
import { APP_CONFIG } from '../../config';

type Listener = () => void;

/**
 * One LISTEN connection per api process for the orders projection's NOTIFY, opened with the first
 * open order page. When the connection drops every page is woken (it re-reads) and it is re-opened
 * with backoff; the page's own polling covers the gap.
 */
@Injectable()
export class OrderChangesListener implements OnModuleDestroy {
  private readonly logger = new Logger(OrderChangesListener.name);
  private readonly listeners = new Map<string, Set<Listener>>();
  private client: Client | undefined;
  private connecting: Promise<void> | undefined;
  private closed = false;
  private retryDelayMs = 250;
  private retryTimer: NodeJS.Timeout | undefined;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  subscribe(orderId: string, listener: Listener): () => void {
    const set = this.listeners.get(orderId) ?? new Set();
    set.add(listener);
    this.listeners.set(orderId, set);
    void this.ensureConnected();
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(orderId);
    };
  }

  async onModuleDestroy(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retryTimer);
    await this.connecting?.catch(() => undefined);
    await this.client?.end().catch(() => undefined);
    this.client = undefined;
  }

  private wake(orderId?: string): void {
    const targets = orderId ? [this.listeners.get(orderId) ?? []] : [...this.listeners.values()];
    for (const set of targets) for (const listener of set) listener();
  }

  private ensureConnected(): Promise<void> {
    if (this.client || this.closed) return Promise.resolve();
    this.connecting ??= this.connect().finally(() => (this.connecting = undefined));
    return this.connecting;
  }

  private async connect(): Promise<void> {
    const client = new Client({
      connectionString: this.config.databaseUrl,
      application_name: 'slabworks-live',
    });
    const drop = (error: unknown) => {
      if (this.client !== client) return;
      this.client = undefined;
      void client.end().catch(() => undefined);
      if (this.closed) return;
      this.logger.warn(`order changes connection lost: ${String(error)}`);
      this.scheduleReconnect();
    };
    client.on('error', drop);
    client.on('end', () => drop(new Error('LISTEN connection ended')));
    client.on('notification', (message) => this.wake(message.payload));
    try {
      await client.connect();
      await client.query(`LISTEN ${ORDER_CHANGED_CHANNEL}`);
      if (this.closed) {
        await client.end();
        return;
      }
      this.client = client;
      this.retryDelayMs = 250;
      this.wake(); // changes made while nobody listened
    } catch (error) {
      await client.end().catch(() => undefined);
      if (this.closed) return;
      this.logger.warn(`order changes connection failed: ${String(error)}`);
      this.scheduleReconnect();
    }
  }

  private scheduleReconnect(): void {
    if (this.listeners.size === 0) return; // reconnect lazily with the next subscriber
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => void this.ensureConnected(), this.retryDelayMs);
    this.retryDelayMs = Math.min(this.retryDelayMs * 2, 10_000);
  }
}
