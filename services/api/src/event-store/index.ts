// The event-store module's one public face: what other api modules use of it (services/api/src/CONVENTIONS.md).
export { EVENT_STORE, EventStoreModule } from './event-store.module';
