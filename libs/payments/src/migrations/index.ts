import { PaymentSandbox1764000005200 } from './1764000005200-payment-sandbox';
import { RefundDispatchLog1764000005300 } from './1764000005300-refund-dispatch-log';

/** Tables the payment adapters in libs own (the api's migrate step runs them with the rest). */
export const PAYMENT_ADAPTER_MIGRATIONS = [PaymentSandbox1764000005200, RefundDispatchLog1764000005300];
