import { resolve } from 'node:path';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import fastifyMultipart from '@fastify/multipart';
import { Logger } from 'nestjs-pino';
import fastifyStatic from '@fastify/static';
import type { AppConfig } from '@slabworks/config';
import { AppModule } from './app.module';
import { envelopeValidationPipe } from './errors/envelope-validation.pipe';
import { loadSpaIndex } from './web/spa-index';
import { setupOpenApi } from './order/http/openapi';
import { requestCorrelationId } from './logging/correlation-id';

const BODY_LIMIT = 2 * 1024 * 1024;

export function createFastifyAdapter(trustProxy: AppConfig['trustProxy'] = false): FastifyAdapter {
  return new FastifyAdapter({
    bodyLimit: BODY_LIMIT,
    trustProxy,
    // A caller's X-Request-Id / X-Correlation-Id becomes the correlation id (logs, events, 500 answers).
    genReqId: requestCorrelationId,
  });
}

export async function createApp(config: AppConfig): Promise<NestFastifyApplication> {
  const adapter = createFastifyAdapter(config.trustProxy);
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.withConfig(config), adapter, {
    bufferLogs: true,
  });
  app.useLogger(app.get(Logger)); // pino (logging/logging.module.ts): LOG_LEVEL, LOG_FORMAT
  app.setGlobalPrefix('api');
  app.useGlobalPipes(envelopeValidationPipe());
  app.enableShutdownHooks();
  await setupOpenApi(app);
  // Only POST /api/uploads reads multipart bodies (req.file() with its own size limit).
  await app.register(fastifyMultipart as never, {
    limits: { fileSize: config.storage.maxBytes, files: 1 },
  });

  if (loadSpaIndex(config.webDist)) {
    await app.register(fastifyStatic as never, {
      root: resolve(config.webDist),
      prefix: '/',
      wildcard: false,
      index: false,
    });
  }
  return app;
}
