import { Module } from '@nestjs/common';
import { DormancyJobsService } from './dormancy-jobs.service';

@Module({ providers: [DormancyJobsService], exports: [DormancyJobsService] })
export class DormancyModule {}
