import { CreatePaymentTables1764000005000 } from './migrations/1764000005000-create-payment-tables';

// Provider keys and secrets per order, and deposits flagged for operators.
export const PAYMENT_MIGRATIONS = [CreatePaymentTables1764000005000];
