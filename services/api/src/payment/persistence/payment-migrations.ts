import { CreatePaymentTables1764000005000 } from './migrations/1764000005000-create-payment-tables';
import { PaymentFlagResolution1764000005100 } from './migrations/1764000005100-payment-flag-resolution';
import { PaymentChargeAttempts1764300031100 } from './migrations/1764300031100-payment-charge-attempts';
import { PaymentAttemptProviderOrder1764300031200 } from './migrations/1764300031200-payment-attempt-provider-order';
import { PaymentWebhookDeliveries1764300036300 } from './migrations/1764300036300-payment-webhook-deliveries';

// Provider keys and secrets per order, and deposits flagged for operators (and how they were resolved).
export const PAYMENT_MIGRATIONS = [
  CreatePaymentTables1764000005000,
  PaymentFlagResolution1764000005100,
  PaymentChargeAttempts1764300031100,
  PaymentAttemptProviderOrder1764300031200,
  PaymentWebhookDeliveries1764300036300,
];
