import { Module } from '@nestjs/common';
import { UploadCleanupJobsService } from './upload-cleanup-jobs.service';

@Module({ providers: [UploadCleanupJobsService], exports: [UploadCleanupJobsService] })
export class UploadCleanupModule {}
