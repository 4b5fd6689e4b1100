export {
  createTestDatabase,
  migratedTemplate,
  serverUrl,
  testKeyPrefix,
  testRunDatabasePrefix,
  TEST_RUN_ENV,
} from './test-database';
export type { TestDatabase } from './test-database';
export { TestClock } from './test-clock';
export { waitFor } from './wait-for';
export { migrateTestDatabase } from './migrate-test-database';
export { DatabaseOutage } from './database-outage';
export { startBusyNeighbour } from './busy-neighbour';
export type { BusyNeighbour, BusyNeighbourOptions } from './busy-neighbour';
