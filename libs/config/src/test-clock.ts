/**
 * Tests only (TEST_CLOCK=true, refused in production): how far the worker's deadline clock is moved
 * ahead, in ms, kept in Redis under the deployment's prefix. The api's `POST /api/dev/clock` sets it;
 * the worker's deadline sweeper reads it each pass, so a journey sees an unpaid order expire without
 * waiting a day. Only the worker's deadlines move: the api and the rest keep real time.
 */
export const testClockKey = (redisPrefix: string) => `${redisPrefix}:test-clock:offset-ms`;
