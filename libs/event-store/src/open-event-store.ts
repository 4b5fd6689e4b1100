import { createEventStore } from './create-event-store';
import type { EventStore } from './event-store.port';
import { eventStoreConfigFrom, type EventStoreSettings } from './event-store-settings';
import { checkpointOriginOf, nameStoredCheckpoints } from './name-stored-checkpoints';

/**
 * The adapter the deployment selected (EVENT_STORE), opened the way every process opens it: projection
 * checkpoints stored before checkpoints named their adapter get this one's name first.
 */
export async function openEventStore(settings: EventStoreSettings): Promise<EventStore> {
  const config = eventStoreConfigFrom(settings);
  const store = await createEventStore(config);
  try {
    await nameStoredCheckpoints(settings.databaseUrl, checkpointOriginOf(config));
  } catch (error) {
    await store.close();
    throw error;
  }
  return store;
}
