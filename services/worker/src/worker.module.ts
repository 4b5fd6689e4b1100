import { Module } from '@nestjs/common';
import { WorkerDatabaseModule } from './database/pg-pool.provider';
import { HeartbeatService } from './heartbeat/heartbeat.service';

@Module({
  imports: [WorkerDatabaseModule],
  providers: [HeartbeatService],
})
export class WorkerModule {}
