import { Module } from '@nestjs/common';
import { ConsoleChangesHttpController } from './console-changes.http.controller';
import { OrderModule } from '../order';
import { UploadModule } from '../upload';
import { ContentImagesHttpController } from './content-images/content-images.http.controller';
import { BulkAdvanceHttpController } from './bulk-advance.http.controller';
import { ConsoleDashboardHttpController } from './console-dashboard.http.controller';
import { ConsoleOrdersHttpController } from './console-orders.http.controller';
import { OrderNotesHttpController } from './order-notes.http.controller';
import { SlabPhotosHttpController } from './slab-photos.http.controller';
import { PartialCancelHttpController } from './partial-cancel.http.controller';
import { ConsoleOrderHandler } from './queries/console-order/console-order.query';
import { ConsoleDashboardHandler } from './queries/dashboard/dashboard.query';
import { OrderHistoryHandler } from './queries/order-history/order-history.query';
import { OrderQueueHandler } from './queries/order-queue/order-queue.query';
import { CertificationNumberSequence } from './scoring/certification-number.sequence';

/**
 * /api/console: the dashboard, the operator queue and one POST per processing step (OPERATOR, ADMIN),
 * and the console change log.
 */
@Module({
  imports: [OrderModule, UploadModule],
  // Bulk first: its static path must not be read as ":id/:step".
  controllers: [
    ConsoleDashboardHttpController,
    ConsoleChangesHttpController,
    BulkAdvanceHttpController,
    PartialCancelHttpController,
    SlabPhotosHttpController,
    OrderNotesHttpController,
    ConsoleOrdersHttpController,
    ContentImagesHttpController,
  ],
  providers: [
    OrderQueueHandler,
    ConsoleOrderHandler,
    ConsoleDashboardHandler,
    OrderHistoryHandler,
    CertificationNumberSequence,
  ],
})
export class ConsoleModule {}
