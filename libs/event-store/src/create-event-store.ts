import type { Pool } from 'pg';
import type { EventStore } from './event-store.port';
import { migrateEventStore } from './postgres/migrate-event-store';
import { PostgresEventStore, type PostgresEventStoreOptions } from './postgres/postgres-event-store';

export type EventStoreConfig =
  | ({ kind: 'postgres'; url: string; pool?: Pool; migrate?: boolean } & Omit<
      PostgresEventStoreOptions,
      'url' | 'pool'
    >)
  | { kind: 'eventstoredb'; url: string };

/**
 * The EventStoreDB adapter is imported only when selected, so the default PostgreSQL path never loads
 * the gRPC client.
 */
export async function createEventStore(config: EventStoreConfig): Promise<EventStore> {
  if (config.kind === 'eventstoredb') {
    // The client's own parser decides (a cluster string is no URL); a refusal stops boot here with
    // an EventStoreConfigError (kurrentdb-connection.ts).
    const { EventStoreDbEventStore } = await import('./eventstoredb/eventstoredb-event-store');
    return new EventStoreDbEventStore(config.url);
  }
  const { kind: _kind, migrate = true, ...options } = config;
  const store = new PostgresEventStore(options);
  if (migrate) {
    try {
      await migrateEventStore(store.connectionPool);
    } catch (error) {
      await store.close();
      throw error;
    }
  }
  return store;
}
