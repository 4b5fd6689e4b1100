import { resolve } from 'node:path';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import { Logger } from 'nestjs-pino';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '@slabworks/config';
import { AppModule } from './app.module';
import { EnvelopeFastifyAdapter, envelopeValidationPipe, memoizeValidationMetadata } from './errors';
import { loadSpaIndex, setStaticCacheHeaders } from './web';
import { setupOpenApi } from './openapi';
import { correlationIdFrom } from './logging';
import { translate, requestLanguage } from './i18n';
import { setupQueueDashboard } from './console';
import {
  enforceBodyLimits,
  MAX_BODY_BYTES,
  registerCompression,
  useSafeJsonParser,
  registerSecurityHeaders,
  useHostCountry,
  refuseUnsafeText,
} from './edge';
import { mountDevOidcProvider } from './social-login';

/** A request (headers and body) must arrive within this; stalled uploads do not hold a connection. */
const REQUEST_TIMEOUT_MS = 30_000;

export function createFastifyAdapter(trustProxy: AppConfig['trustProxy'] = false): FastifyAdapter {
  // Wraps every controller's result in the {code, message, data} envelope (errors/envelope-fastify-adapter.ts).
  return new EnvelopeFastifyAdapter({
    bodyLimit: MAX_BODY_BYTES,
    requestTimeout: REQUEST_TIMEOUT_MS,
    trustProxy,
    // A caller's X-Request-Id / X-Correlation-Id becomes the correlation id (logs, events, 500 answers).
    genReqId: (raw: { headers: Parameters<typeof correlationIdFrom>[0] }) => correlationIdFrom(raw.headers),
    frameworkErrors: routerRefusal,
  });
}

/**
 * The router's own refusals, before any route: a path segment longer than fastify's maxParamLength
 * (100) or a malformed %-escape names nothing the api has, so it is 404 NOT_FOUND in the envelope
 * like every other answer (fastify's default is a bare 414/400 JSON of its own; the contract check
 * found it with the OpenAPI fuzz test's long ids).
 */
function routerRefusal(error: { code?: string }, request: FastifyRequest, reply: FastifyReply): void {
  const lang = requestLanguage(request);
  const notFound = error.code === 'FST_ERR_MAX_PARAM_LENGTH' || error.code === 'FST_ERR_BAD_URL';
  const code = notFound ? 'NOT_FOUND' : 'INTERNAL_ERROR';
  void reply
    .code(notFound ? 404 : 500)
    .send({ code, message: translate(lang, `errors:${code}`, { correlationId: request.id }), data: null });
}

export async function createApp(config: AppConfig): Promise<NestFastifyApplication> {
  const adapter = createFastifyAdapter(config.trustProxy);
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.withConfig(config), adapter, {
    bufferLogs: true,
    // The body parsers are ours (edge/json-body.parser.ts): JSON only, depth-limited; no form bodies.
    bodyParser: false,
  });
  app.useLogger(app.get(Logger)); // pino (logging/logging.module.ts): LOG_LEVEL, LOG_FORMAT
  // Edge of the api, before any module's hooks and routes: sizes, parsing, unsafe text, headers.
  const fastify = app.getHttpAdapter().getInstance();
  // A photo (UPLOAD_MAX_MB) plus its multipart framing; the multipart parser refuses a larger file itself.
  enforceBodyLimits(fastify, [{ prefix: '/api/uploads', bytes: config.storage.maxBytes + 64 * 1024 }]);
  useSafeJsonParser(fastify);
  refuseUnsafeText(fastify);
  useHostCountry(fastify, config.serviceHosts);
  // request.cookies on every request (the session, social log-in), reply.setCookie for every Set-Cookie.
  await app.register(fastifyCookie as never);
  await registerSecurityHeaders(app, config);
  await registerCompression(app);
  app.setGlobalPrefix('api');
  memoizeValidationMetadata();
  app.useGlobalPipes(envelopeValidationPipe());
  await setupOpenApi(app);
  await setupQueueDashboard(app, config);
  // Outside production only: the local Kakao/Facebook stand-in (social-login/dev).
  await mountDevOidcProvider(app, config);
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
      cacheControl: false,
      setHeaders: setStaticCacheHeaders,
      // The web build writes <file>.br (brotli 11) and <file>.gz beside each script and style sheet
      // (web/scripts/precompress-plugin.ts): sent as they are, smaller than on-the-fly brotli 4 and
      // without CPU per request. Files without them are still compressed on the fly (edge/compression.ts).
      preCompressed: true,
    });
  }
  return app;
}
