import { Module } from '@nestjs/common';
import { OrderModule } from '../order/order.module';
import { AuditOrdersHttpController } from './audit-orders.http.controller';
import { VerifyProjectionHandler } from './commands/verify-projection/verify-projection.command';
import { OrderEventsHandler } from './queries/order-events/order-events.query';
import { OrderStateAtHandler } from './queries/order-state-at/order-state-at.query';

/** /api/audit: history, time travel, export and projection verification, straight from the store. */
@Module({
  imports: [OrderModule],
  controllers: [AuditOrdersHttpController],
  providers: [OrderEventsHandler, OrderStateAtHandler, VerifyProjectionHandler],
})
export class AuditModule {}
