import { Module } from '@nestjs/common';
import { OrderModule } from '../order/order.module';
import { BulkAdvanceHttpController } from './bulk-advance.http.controller';
import { ConsoleOrdersHttpController } from './console-orders.http.controller';
import { ConsoleOrderHandler } from './queries/console-order/console-order.query';
import { OrderQueueHandler } from './queries/order-queue/order-queue.query';

/** /api/console/orders: the operator queue and one POST per processing step (OPERATOR, ADMIN). */
@Module({
  imports: [OrderModule],
  // Bulk first: its static path must not be read as ":id/:step".
  controllers: [BulkAdvanceHttpController, ConsoleOrdersHttpController],
  providers: [OrderQueueHandler, ConsoleOrderHandler],
})
export class ConsoleModule {}
