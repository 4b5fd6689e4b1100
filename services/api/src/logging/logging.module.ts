import type { IncomingMessage, ServerResponse } from 'node:http';
import { Injectable, Module, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';
import { LoggerModule } from 'nestjs-pino';
import { logSettings, type AppConfig } from '@slabworks/config';
import { APP_CONFIG } from '../config/app-config.provider';
import { correlationIdFrom } from './correlation-id';
import { rootLogger } from './root-logger';

/** Echoes the correlation id to the caller, on every answer (404s and static files included). */
@Injectable()
class CorrelationIdHeader implements OnModuleInit {
  constructor(private readonly host: HttpAdapterHost) {}

  onModuleInit(): void {
    const fastify = this.host.httpAdapter?.getInstance<FastifyInstance>();
    fastify?.addHook('onRequest', (req, reply, done) => {
      void reply.header('X-Request-Id', req.id);
      done();
    });
  }
}

/**
 * Structured logs (pino): one line per request (method, url, status, time) and every Nest log line
 * inside a request carry its correlationId. Register once in AppModule; createApp calls useLogger.
 */
@Module({
  imports: [
    LoggerModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        pinoHttp: {
          logger: rootLogger(logSettings(config, 'api')),
          genReqId: (req: IncomingMessage) => req.id ?? correlationIdFrom(req.headers),
          customProps: (req: IncomingMessage) => ({ correlationId: req.id }),
          // Load balancers and the container probe ask every few seconds; /api/health itself tells more.
          autoLogging: { ignore: (req: IncomingMessage) => (req.url ?? '').startsWith('/api/health') },
          customLogLevel: (_req: IncomingMessage, res: ServerResponse, error?: Error) =>
            error || res.statusCode >= 500 ? 'error' : 'info',
          // The request line needs no headers (cookies, tokens); the answer line needs only the status.
          serializers: {
            req: (req: { method: string; url: string }) => ({ method: req.method, url: req.url }),
            res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
          },
        },
        renameContext: 'context',
      }),
    }),
  ],
  providers: [CorrelationIdHeader],
})
export class LoggingModule {}
