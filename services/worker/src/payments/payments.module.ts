import { Module } from '@nestjs/common';
import { createPaymentProvider } from '@slabworks/payments';
import { ownProjectionProvider } from '../projections/own-projection.provider';
import { PaymentReconciliationJobsService } from './payment-reconciliation-jobs.service';
import { refundDispatcherProjection } from './refund-dispatcher.projection';

@Module({
  providers: [
    // Sends refunds to the payment provider (card: reversal; virtual account: bank transfer).
    ownProjectionProvider('refund-dispatcher', (config, pool, store) =>
      refundDispatcherProjection(store, createPaymentProvider(config.payment, pool)),
    ),
    PaymentReconciliationJobsService,
  ],
})
export class PaymentsModule {}
