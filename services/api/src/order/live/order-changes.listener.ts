import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { ListeningClient } from '@slabworks/connections';
import type { AppConfig } from '@slabworks/config';
import { ORDER_CHANGED_CHANNEL } from '@slabworks/read-models';
import { APP_CONFIG } from '../../config';

type Listener = () => void;

/**
 * One LISTEN connection per api process for the orders projection's NOTIFY, opened with the first
 * open order page. When the connection drops every page is woken (it re-reads) and it is re-opened
 * with backoff (ListeningClient); the page's own polling covers the gap.
 */
@Injectable()
export class OrderChangesListener implements OnModuleDestroy {
  private readonly logger = new Logger(OrderChangesListener.name);
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly client: ListeningClient;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.client = new ListeningClient(
      { connectionString: config.databaseUrl, application_name: 'slabworks-live' },
      ORDER_CHANGED_CHANNEL,
      {
        notified: (orderId) => this.wake(orderId || undefined),
        listening: () => this.wake(), // changes made while nobody listened
        lost: (error) => {
          this.logger.warn(`order changes connection lost: ${String(error)}`);
          this.wake();
        },
      },
    );
  }

  subscribe(orderId: string, listener: Listener): () => void {
    const set = this.listeners.get(orderId) ?? new Set();
    set.add(listener);
    this.listeners.set(orderId, set);
    void this.client.start();
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(orderId);
    };
  }

  onModuleDestroy(): Promise<void> {
    return this.client.close();
  }

  private wake(orderId?: string): void {
    const targets = orderId ? [this.listeners.get(orderId) ?? []] : [...this.listeners.values()];
    for (const set of targets) for (const listener of set) listener();
  }
}
