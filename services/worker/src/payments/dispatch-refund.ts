import { foldOrder, isDomainError, refundableAmount, type RefundAccount } from '@slabworks/domain';
import type { EventStore } from '@slabworks/event-store';
import { derivedCommandId, executeOrderCommand, readOrderHistory } from '@slabworks/order-commands';
import { refundKey, type PaymentProvider } from '@slabworks/payments';

const SYSTEM = { id: 'refund-dispatcher', role: 'SYSTEM' as const };

export interface IssuedRefund {
  orderId: string;
  refundId: string;
  amount: number;
  account: RefundAccount | null;
}

export type DispatchOutcome = { outcome: 'REFUNDED' | 'ACCOUNT_REJECTED' | 'SKIPPED'; detail: string };

/**
 * Sends one RefundIssued to the provider. The idempotency key is the refund id, so a retry (a crash
 * before the checkpoint, a redelivered batch) refunds once. A refused bank account becomes
 * RejectRefundWrongAccount: the order waits in WRONG_REFUND_ACCOUNT for the member's new account.
 */
export async function dispatchRefund(
  store: EventStore,
  provider: PaymentProvider,
  refund: IssuedRefund,
): Promise<DispatchOutcome> {
  const state = foldOrder((await readOrderHistory(store, refund.orderId)).events);
  const record = state.refunds.find((r) => r.refundId === refund.refundId);
  if (!state.payment || !record || record.rejected) return { outcome: 'SKIPPED', detail: 'nothing to send' };
  const result = await provider.cancel({
    paymentKey: state.payment.providerKey,
    amount: refund.amount,
    reason: state.cancelled ? 'order cancelled' : 'partial cancel',
    refundAccount: refund.account,
    idempotencyKey: refundKey(refund.orderId, refund.refundId),
  });
  if (result.outcome === 'CANCELLED') return { outcome: 'REFUNDED', detail: result.transactionKey };
  await executeOrderCommand(
    store,
    {
      orderId: refund.orderId,
      commandId: derivedCommandId('refund-rejected', refund.orderId, refund.refundId),
      actor: SYSTEM,
      correlationId: refund.refundId,
    },
    () => ({
      type: 'RejectRefundWrongAccount',
      data: { refundId: refund.refundId, reason: `${result.code}: ${result.message}` },
    }),
  );
  return { outcome: 'ACCOUNT_REJECTED', detail: result.code };
}

/**
 * Money owed but not yet refunded (a completed partial cancel, a fixed refund account): issue it.
 * The command id names the triggering event, so a redelivery issues nothing twice.
 */
export async function issueOwedRefund(
  store: EventStore,
  orderId: string,
  triggerEventId: string,
): Promise<boolean> {
  const state = foldOrder((await readOrderHistory(store, orderId)).events);
  const owed = refundableAmount(state);
  if (owed <= 0 || state.status === 'WRONG_REFUND_ACCOUNT') return false;
  try {
    await executeOrderCommand(
      store,
      {
        orderId,
        commandId: derivedCommandId('owed-refund', orderId, triggerEventId),
        actor: SYSTEM,
        correlationId: triggerEventId,
      },
      () => ({ type: 'IssueRefund', data: { amount: owed } }),
    );
    return true;
  } catch (error) {
    // e.g. a deposit with no refund account yet: the member's RefundAccountRegistered retriggers this.
    if (isDomainError(error)) return false;
    throw error;
  }
}
