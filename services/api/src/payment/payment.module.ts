import { Inject, Module, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';
import type { Pool } from 'pg';
import { OrderModule } from '../order';
import { PayOrderService } from './flow/pay-order.service';
import { WindowFailureService } from './flow/window-failure.service';
import { PaymentWebhookService } from './flow/payment-webhook.service';
import { StrayMoneyService } from './flow/stray-money.service';
import { OrderPaymentsHttpController } from './http/order-payments.http.controller';
import { PaymentFlagsHttpController } from './http/payment-flags.http.controller';
import { PaymentWebhooksHttpController } from './http/payment-webhooks.http.controller';
import { PaymentWindowHttpController } from './http/payment-window.http.controller';
import { keepRawWebhookBodies } from './http/raw-body.hook';
import { ChargeAttemptsRepository } from './persistence/charge-attempts.repository';
import { PaymentAttemptsRepository } from './persistence/payment-attempts.repository';
import { PaymentFlagsRepository } from './persistence/payment-flags.repository';
import { WebhookDeliveriesRepository } from './persistence/webhook-deliveries.repository';
import { PAYMENT_PG_POOL, PAYMENT_PROVIDERS } from './payment-provider.provider';
import { SandboxPageHttpController } from './sandbox/sandbox-page.http.controller';
import { TestClockHttpController } from './test-clock/test-clock.http.controller';

/** Payments through the provider port (sandbox, Toss or PortOne); orders change only through the order executor. */
@Module({
  imports: [OrderModule],
  controllers: [
    OrderPaymentsHttpController,
    PaymentWebhooksHttpController,
    PaymentFlagsHttpController,
    PaymentWindowHttpController,
    SandboxPageHttpController,
    TestClockHttpController,
  ],
  providers: [
    ...PAYMENT_PROVIDERS,
    PaymentAttemptsRepository,
    ChargeAttemptsRepository,
    PaymentFlagsRepository,
    WebhookDeliveriesRepository,
    StrayMoneyService,
    PayOrderService,
    WindowFailureService,
    PaymentWebhookService,
  ],
})
export class PaymentModule implements OnModuleInit, OnApplicationShutdown {
  constructor(
    private readonly adapterHost: HttpAdapterHost,
    @Inject(PAYMENT_PG_POOL) private readonly pool: Pool,
  ) {}

  onModuleInit(): void {
    keepRawWebhookBodies(this.adapterHost.httpAdapter.getInstance<FastifyInstance>());
  }

  async onApplicationShutdown(): Promise<void> {
    await this.pool.end();
  }
}
