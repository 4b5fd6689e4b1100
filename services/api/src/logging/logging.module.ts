import { Inject, Injectable, Module, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';
import { LoggerModule } from 'nestjs-pino';
import { logSettings, type AppConfig } from '@slabworks/config';
import { APP_CONFIG } from '../config';
import { registerRequestLog } from './request-log';
import { rootLogger } from '@slabworks/config';

/** One root logger per configuration: Nest's log lines and the request lines write to the same one. */
const rootLoggers = new WeakMap<AppConfig, ReturnType<typeof rootLogger>>();
function apiRootLogger(config: AppConfig) {
  let logger = rootLoggers.get(config);
  if (!logger) rootLoggers.set(config, (logger = rootLogger(logSettings(config, 'api'))));
  return logger;
}

/** Echoes the correlation id to the caller on every answer (404s and static files included) and logs the answer. */
@Injectable()
class RequestHooks implements OnModuleInit {
  constructor(
    private readonly host: HttpAdapterHost,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    const fastify = this.host.httpAdapter?.getInstance<FastifyInstance>();
    if (!fastify) return;
    fastify.addHook('onRequest', (req, reply, done) => {
      void reply.header('X-Request-Id', req.id);
      done();
    });
    registerRequestLog(fastify, apiRootLogger(this.config));
  }
}

/**
 * Structured logs (pino): one line per request (method, url, status, time) and every Nest log line
 * inside a request carry its correlationId. Register once in AppModule; createApp calls useLogger.
 * The request line and the request's logger come from fastify hooks (request-log.ts); nestjs-pino's
 * own middleware (pino-http through Nest's middleware runner) is mounted on no route.
 */
@Module({
  imports: [
    LoggerModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        pinoHttp: { logger: apiRootLogger(config) },
        forRoutes: [],
        renameContext: 'context',
      }),
    }),
  ],
  providers: [RequestHooks],
})
export class LoggingModule {}
