import { CreateOrderNotification1764000013100 } from './migrations/1764000013100-create-order-notification';
import { CreateOrderPlacement1764300031000 } from './migrations/1764300031000-create-order-placement';
import { CreateCertificationNumberSequence1764300034000 } from './migrations/1764300034000-create-certification-number-sequence';
import { CreateOrderCommandTables1764000001000 } from './migrations/1764000001000-create-order-command-tables';

// Order numbers, member idempotency keys and the sent-notifications log; the orders themselves live in the event store.
export const ORDER_MIGRATIONS = [
  CreateOrderCommandTables1764000001000,
  CreateOrderNotification1764000013100,
  CreateOrderPlacement1764300031000,
  CreateCertificationNumberSequence1764300034000,
];
