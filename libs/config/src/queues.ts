/**
 * The BullMQ queues the worker runs, named once so the api's queue dashboard (/api/console/queues)
 * opens the same keys. BullMQ's prefix is REDIS_PREFIX, so a queue's keys are `<prefix>:<queue>:…`.
 */
export const DEADLINE_QUEUE = 'deposit-deadlines';
export const DORMANCY_QUEUE = 'dormancy';
export const UPLOAD_CLEANUP_QUEUE = 'upload-cleanup';
export const PAYMENT_RECONCILE_QUEUE = 'payment-reconciliation';

export const WORKER_QUEUES: ReadonlyArray<{ name: string }> = [
  { name: DEADLINE_QUEUE },
  { name: DORMANCY_QUEUE },
  { name: UPLOAD_CLEANUP_QUEUE },
  { name: PAYMENT_RECONCILE_QUEUE },
];
