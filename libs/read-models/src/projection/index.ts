export {
  eventTypesOf,
  LIVE_SCHEMA,
  scratchSchema,
  RowMemory,
  type ApplyTarget,
  type StreamReader,
  type Projection,
  type ProjectionTable,
} from './projection';
export { checkpointsIn, readCheckpoint } from './projection-checkpoints';
export { CheckpointMovedError, inTransaction } from './projection-transaction';
export { ProjectionRunner, type ProjectionRunnerOptions } from './projection-runner';
export { REBUILD_BATCH_SIZE, rebuildProjection, type RebuildOptions } from './rebuild-projection';
export { verifyProjection, type TableDifference, type VerifyReport } from './verify-projection';
export type { CatchUpProgress } from './catch-up';
