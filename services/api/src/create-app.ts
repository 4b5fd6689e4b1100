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
import { enforceBodyLimits, MAX_BODY_BYTES } from './edge/body-limits';
import { registerCompression } from './edge/compression';
import { useSafeJsonParser } from './edge/json-body.parser';
import { registerSecurityHeaders } from './edge/security-headers';
import { setStaticCacheHeaders } from './edge/static-cache';
import { refuseUnsafeText } from './edge/text-safety';

/** A request (headers and body) must arrive within this; stalled uploads do not hold a connection. */
const REQUEST_TIMEOUT_MS = 30_000;

export function createFastifyAdapter(trustProxy: AppConfig['trustProxy'] = false): FastifyAdapter {
  return new FastifyAdapter({
    bodyLimit: MAX_BODY_BYTES,
    requestTimeout: REQUEST_TIMEOUT_MS,
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
    // The body parsers are ours (edge/json-body.parser.ts): JSON only, depth-limited; no form bodies.
    bodyParser: false,
  });
  // Edge of the api, before any module's hooks and routes: sizes, parsing, unsafe text, headers.
  const fastify = app.getHttpAdapter().getInstance();
  enforceBodyLimits(fastify);
  useSafeJsonParser(fastify);
  refuseUnsafeText(fastify);
  await registerSecurityHeaders(app, config);
  await registerCompression(app);
  app.setGlobalPrefix('api');
  app.useGlobalPipes(envelopeValidationPipe());
  await setupOpenApi(app);

  if (loadSpaIndex(config.webDist)) {
    await app.register(fastifyStatic as never, {
      root: resolve(config.webDist),
      prefix: '/',
      wildcard: false,
      index: false,
      cacheControl: false,
      setHeaders: setStaticCacheHeaders,
    });
  }
  return app;
}
