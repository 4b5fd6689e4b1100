export { OutageLog, type OutageLogger } from './outage-log';
export { watchClient, watchPool } from './pg-connections';
export { watchRedis } from './redis-connections';
export { isDependencyUnavailable } from './dependency-unavailable';
export { escapedErrorHandler, keepRunningThroughOutages, type GuardLogger } from './outage-guard';
export { COMMIT_WITHOUT_FLUSH } from './commit-without-flush';
export { ListeningClient, type ListeningHandlers } from './listening-client';
export {
  TABLE_CHANGED_CHANNEL,
  TableChangeFeed,
  tableChangeOf,
  type TableChange,
  type TableChangeNotice,
  type TableChangeSource,
} from './table-change-feed';
export {
  ChangeInvalidatedCache,
  type ChangeInvalidatedCacheOptions,
  type TableEviction,
} from './change-invalidated-cache';
