/**
 * Money a provider took that its order cannot book (a late or second deposit, a charge the order no
 * longer takes), as the payment flag records it: the api's stray-money handling and the worker's
 * reconciliation of attempts both flag it, one flag per provider transaction.
 */
export interface UnbookedMoney {
  orderId: string;
  paymentKey: string;
  transactionKey: string;
  amount: number;
  /** What the order expected, where it still expected anything. */
  expectedAmount: number | null;
  orderStatus: string | null;
}
