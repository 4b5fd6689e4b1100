import { Module } from '@nestjs/common';
import { WorkerDatabaseModule } from './database/pg-pool.provider';
import { WorkerEventStoreModule } from './event-store/worker-event-store.module';
import { DormancyModule } from './dormancy/dormancy.module';
import { DeadlinesModule } from './deadlines/deadlines.module';
import { PaymentsModule } from './payments/payments.module';
import { UploadCleanupModule } from './uploads/upload-cleanup.module';
import { NotificationsModule } from './notifications/notifications.module';
import { HeartbeatService } from './heartbeat/heartbeat.service';
import { ProjectionsModule } from './projections/projections.module';
import { WorkerLoggingModule } from './logging/worker-logging.module';

@Module({
  imports: [
    WorkerDatabaseModule,
    WorkerLoggingModule,
    WorkerEventStoreModule,
    ProjectionsModule,
    DormancyModule,
    DeadlinesModule,
    PaymentsModule,
    UploadCleanupModule,
    NotificationsModule,
  ],
  providers: [HeartbeatService],
})
export class WorkerModule {}
