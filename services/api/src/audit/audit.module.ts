import { Module } from '@nestjs/common';
import { OrderModule } from '../order';
import { ActivityHandler } from './activity/activity.query';
import { ActorDirectory } from './actors/actor-directory';
import { AuditLogHttpController } from './audit-log.http.controller';
import { AuditOrdersHttpController } from './audit-orders.http.controller';
import { AuditVerificationsHttpController } from './audit-verifications.http.controller';
import { VerifyProjectionHandler } from './commands/verify-projection/verify-projection.command';
import { RangeExportService } from './export/range-export.service';
import { FindAuditOrdersHandler } from './queries/find-orders/find-orders.query';
import { OrderEventsHandler } from './queries/order-events/order-events.query';
import { OrderStateAtHandler } from './queries/order-state-at/order-state-at.query';
import { VerificationRuns } from './verification/verification-runs.service';

/** /api/audit: history, time travel, export, activity and projection verification, from the store. */
@Module({
  imports: [OrderModule],
  controllers: [AuditOrdersHttpController, AuditLogHttpController, AuditVerificationsHttpController],
  providers: [
    ActorDirectory,
    ActivityHandler,
    FindAuditOrdersHandler,
    OrderEventsHandler,
    OrderStateAtHandler,
    RangeExportService,
    VerificationRuns,
    VerifyProjectionHandler,
  ],
})
export class AuditModule {}
