import { Inject, Injectable, Logger } from '@nestjs/common';
import type { BankAccount, PaymentProvider, UnbookedMoney } from '@slabworks/payments';
import { strayDepositKey } from '@slabworks/payments';
import {
  PaymentFlagsRepository,
  type PaymentFlag,
  type PaymentFlagKind,
} from '../persistence/payment-flags.repository';
import { PAYMENT_PROVIDER } from '../payment-provider.provider';

export interface StrayMoney extends UnbookedMoney {
  kind: PaymentFlagKind;
  refundAccount: BankAccount | null;
  /** Money we must give back on our own (late or second deposit, a charge we could not book). */
  refund: boolean;
}

/**
 * Money that reached us but cannot be booked on its order. It is flagged for operators once per
 * provider transaction, and given back automatically where that is certain to be right; the
 * idempotency key is the transaction, so a redelivered webhook never refunds twice.
 */
@Injectable()
export class StrayMoneyService {
  private readonly logger = new Logger('StrayMoney');

  constructor(
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly flags: PaymentFlagsRepository,
  ) {}

  async handle(money: StrayMoney): Promise<PaymentFlag> {
    const { flag } = await this.flags.raise({
      provider: this.provider.name,
      transactionKey: money.transactionKey,
      orderId: money.orderId,
      paymentKey: money.paymentKey,
      kind: money.kind,
      amount: money.amount,
      expectedAmount: money.expectedAmount,
      orderStatus: money.orderStatus,
    });
    this.logger.warn(`${money.kind} on order ${money.orderId}: ${money.amount} (${money.transactionKey})`);
    if (!money.refund || flag.refundStatus === 'REFUNDED') return flag;
    try {
      const result = await this.provider.cancel({
        paymentKey: money.paymentKey,
        amount: money.amount,
        reason: money.kind,
        refundAccount: money.refundAccount,
        idempotencyKey: strayDepositKey(money.transactionKey),
      });
      const settled =
        result.outcome === 'CANCELLED'
          ? { status: 'REFUNDED' as const, detail: result.transactionKey }
          : { status: 'NEEDS_ACCOUNT' as const, detail: `${result.code}: ${result.message}` };
      await this.flags.settle(flag.id, settled.status, settled.detail);
      return { ...flag, refundStatus: settled.status, refundDetail: settled.detail };
    } catch (error) {
      // Operators see it; the provider's next delivery of the same webhook tries again.
      await this.flags.settle(flag.id, 'REFUND_FAILED', (error as Error).message);
      return { ...flag, refundStatus: 'REFUND_FAILED', refundDetail: (error as Error).message };
    }
  }
}
