import { Module } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { AppConfigModule } from './config/app-config.provider';
import { DatabaseModule } from './database/database.module';
import { EnvelopeExceptionFilter } from './errors/envelope-exception.filter';
import { HealthModule } from './health/health.module';
import { RedisModule } from './redis/redis.module';

@Module({
  imports: [AppConfigModule, DatabaseModule, RedisModule, HealthModule],
  providers: [{ provide: APP_FILTER, useClass: EnvelopeExceptionFilter }],
})
export class AppModule {}
