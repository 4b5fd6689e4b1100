// Toss keys idempotency on (key, API key, URL, method), never on the body: a key must name exactly
// one operation on one order, or a different order's call would get the first one's answer.
export const chargeKey = (orderId: string) => `charge-${orderId}`;
// One per payment attempt (issue #31): a new attempt after a decline is a new operation at the provider.
export const attemptChargeKey = (orderId: string, attemptId: string) => `charge-${orderId}-${attemptId}`;
export const virtualAccountKey = (orderId: string) => `va-${orderId}`;
export const refundKey = (orderId: string, refundId: string) => `refund-${orderId}-${refundId}`;
export const strayDepositKey = (transactionKey: string) => `stray-deposit-${transactionKey}`;
