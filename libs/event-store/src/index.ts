export type {
  AppendResult,
  EventStore,
  EventToAppend,
  ExpectedRevision,
  ReadAllOptions,
  ReadAllResult,
  ReadStreamOptions,
  RecordedEvent,
  SubscribeToAllOptions,
  Subscription,
  SubscriptionHandlers,
} from './event-store.port';
export { WrongExpectedVersionError, type ActualRevision } from './wrong-expected-version.error';
export { AppendTooLargeError } from './append-too-large.error';
export { ForeignCheckpointError, type CheckpointOrigin } from './checkpoint-origin';
export { createEventStore, type EventStoreConfig } from './create-event-store';
export { PostgresEventStore, type PostgresEventStoreOptions } from './postgres/postgres-event-store';
export { applyEventStoreMigrations, migrateEventStore, type SqlRunner } from './postgres/migrate-event-store';
export {
  decodeBatch,
  withEventDecoder,
  type DecodedBatch,
  type DecoderLogger,
  type EventDecoderOptions,
} from './event-decoder';
export { eventStoreConfigFrom, type EventStoreSettings } from './event-store-settings';
export type { EventStoreConfigError } from './eventstoredb/kurrentdb-connection';
export { checkpointOriginOf, nameStoredCheckpoints } from './name-stored-checkpoints';
export { openEventStore } from './open-event-store';
