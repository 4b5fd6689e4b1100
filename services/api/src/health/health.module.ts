import { Module } from '@nestjs/common';
import { HealthHttpController } from './health.http.controller';
import { HealthService } from './health.service';

@Module({ controllers: [HealthHttpController], providers: [HealthService] })
export class HealthModule {}
