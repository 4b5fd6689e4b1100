import { Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { logSettings, type AppConfig } from '@slabworks/config';
import { WORKER_CONFIG } from '../database/pg-pool.provider';
import { rootLogger } from '@slabworks/config';

/** The worker logs through pino like the api (LOG_LEVEL, LOG_FORMAT); main.ts calls useLogger. */
@Module({
  imports: [
    LoggerModule.forRootAsync({
      inject: [WORKER_CONFIG],
      useFactory: (config: AppConfig) => ({
        pinoHttp: { logger: rootLogger(logSettings(config, 'worker')) },
        renameContext: 'context',
      }),
    }),
  ],
})
export class WorkerLoggingModule {}
