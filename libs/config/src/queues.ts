/**
 * The BullMQ queues the worker runs, named once so the api's queue dashboard (/api/console/queues)
 * opens the same keys: each queue's Redis key prefix as the worker builds it from REDIS_PREFIX.
 */
export const DEADLINE_QUEUE = 'deposit-deadlines';
export const DORMANCY_QUEUE = 'dormancy';

export const WORKER_QUEUES: ReadonlyArray<{ name: string; prefix: (redisPrefix: string) => string }> = [
  { name: DEADLINE_QUEUE, prefix: (redisPrefix) => redisPrefix },
  { name: DORMANCY_QUEUE, prefix: (redisPrefix) => redisPrefix.replace(/:$/, '') },
];
