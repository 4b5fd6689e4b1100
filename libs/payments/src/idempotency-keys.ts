// Toss keys idempotency on (key, API key, URL, method), never on the body: a key must name exactly
// one operation on one order, or a different order's call would get the first one's answer.
export const chargeKey = (orderId: string) => `charge-${orderId}`;
export const virtualAccountKey = (orderId: string) => `va-${orderId}`;
export const refundKey = (orderId: string, refundId: string) => `refund-${orderId}-${refundId}`;
export const strayDepositKey = (transactionKey: string) => `stray-deposit-${transactionKey}`;
