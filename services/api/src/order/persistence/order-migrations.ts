import { CreateOrderCommandTables1764000001000 } from './migrations/1764000001000-create-order-command-tables';

// Order numbers and member idempotency keys; the orders themselves live in the event store.
export const ORDER_MIGRATIONS = [CreateOrderCommandTables1764000001000];
