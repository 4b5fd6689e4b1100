import { WorkerHeartbeat1763770000000 } from './migrations/1763770000000-worker-heartbeat';
import { TrigramSearch1764100000000 } from './migrations/1764100000000-trigram-search';
import { WorkerHeartbeatEntity } from './worker-heartbeat/worker-heartbeat.entity';

export { WorkerHeartbeatEntity };

/** Migrations of the shared read-side schema, in order; the api's migrate step runs them. */
export const READ_MODEL_MIGRATIONS = [WorkerHeartbeat1763770000000, TrigramSearch1764100000000];
export const READ_MODEL_ENTITIES = [WorkerHeartbeatEntity];

export * from './projection';
export * from './orders';
