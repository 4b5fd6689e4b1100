import type { EventStoreConfig } from './create-event-store';

export interface EventStoreSettings {
  readonly eventStore: 'postgres' | 'eventstoredb';
  readonly databaseUrl: string;
  readonly esdbUrl: string;
}

/** The adapter the deployment selected (EVENT_STORE), with the URL it needs. Migrations run separately. */
export function eventStoreConfigFrom(settings: EventStoreSettings): EventStoreConfig {
  return settings.eventStore === 'eventstoredb'
    ? { kind: 'eventstoredb', url: settings.esdbUrl }
    : { kind: 'postgres', url: settings.databaseUrl, migrate: false };
}
