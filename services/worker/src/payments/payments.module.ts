import { Module } from '@nestjs/common';
import { PaymentReconciliationJobsService } from './payment-reconciliation-jobs.service';
import { RefundsService } from './refunds.service';

@Module({ providers: [RefundsService, PaymentReconciliationJobsService] })
export class PaymentsModule {}
