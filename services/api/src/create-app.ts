import { resolve } from 'node:path';
import { randomUUID } from 'node:crypto';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import fastifyStatic from '@fastify/static';
import type { AppConfig } from '@slabworks/config';
import { AppModule } from './app.module';
import { envelopeValidationPipe } from './errors/envelope-validation.pipe';
import { loadSpaIndex } from './web/spa-index';
import { setupOpenApi } from './order/http/openapi';

const BODY_LIMIT = 2 * 1024 * 1024;

export function createFastifyAdapter(trustProxy: AppConfig['trustProxy'] = false): FastifyAdapter {
  return new FastifyAdapter({
    bodyLimit: BODY_LIMIT,
    trustProxy,
    // A caller's X-Request-Id becomes the correlation id in logs and 500 answers.
    genReqId: (req: { headers: Record<string, string | string[] | undefined> }) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
  });
}

export async function createApp(config: AppConfig): Promise<NestFastifyApplication> {
  const adapter = createFastifyAdapter(config.trustProxy);
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.withConfig(config), adapter, {
    logger: ['error', 'warn', 'log', 'debug', 'verbose'].slice(
      0,
      ['error', 'warn', 'log', 'debug', 'verbose'].indexOf(config.logLevel) + 1,
    ) as never,
    bufferLogs: false,
  });
  app.setGlobalPrefix('api');
  app.useGlobalPipes(envelopeValidationPipe());
  app.enableShutdownHooks();
  await setupOpenApi(app);

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
