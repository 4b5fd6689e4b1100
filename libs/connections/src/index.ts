export { OutageLog, type OutageLogger } from './outage-log';
export { watchClient, watchPool } from './pg-connections';
export { watchRedis } from './redis-connections';
export { isDependencyUnavailable } from './dependency-unavailable';
export { escapedErrorHandler, keepRunningThroughOutages, type GuardLogger } from './outage-guard';
export { COMMIT_WITHOUT_FLUSH } from './commit-without-flush';
