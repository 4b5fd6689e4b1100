// The redis module's one public face: what other api modules use of it (services/api/src/CONVENTIONS.md).
export { REDIS, RedisModule, THROTTLER_REDIS } from './redis.module';
export { countInWindow } from './count-in-window';
export { WindowBudget, type Spent } from './window-budget';
