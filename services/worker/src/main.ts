import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { keepRunningThroughOutages } from '@slabworks/connections';
import { Logger as PinoLogger } from 'nestjs-pino';
import { WorkerModule } from './worker.module';

async function main(): Promise<void> {
  keepRunningThroughOutages(new Logger('Worker'));
  const app = await NestFactory.createApplicationContext(WorkerModule, { bufferLogs: true });
  app.useLogger(app.get(PinoLogger)); // pino (logging/worker-logging.module.ts): LOG_LEVEL, LOG_FORMAT
  app.enableShutdownHooks();
  new Logger('Worker').log('worker started');
}

main().catch((error) => {
  new Logger('Worker').error(error instanceof Error ? error.stack : String(error));
  process.exit(1);
});
