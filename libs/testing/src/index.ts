export { createTestDatabase, serverUrl, testKeyPrefix } from './test-database';
export type { TestDatabase } from './test-database';
