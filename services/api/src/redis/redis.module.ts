import { Global, Inject, Logger, Module, OnApplicationShutdown } from '@nestjs/common';
import Redis from 'ioredis';
import type { AppConfig } from '@slabworks/config';
import { watchRedis } from '@slabworks/connections';
import { APP_CONFIG } from '../config';

export const REDIS = Symbol('REDIS');
/**
 * The rate limits' connection: @nest-lab/throttler-storage-redis wraps each key in braces (a cluster
 * hash tag), so the deployment's prefix can only go on as the connection's keyPrefix.
 */
export const THROTTLER_REDIS = Symbol('THROTTLER_REDIS');

/**
 * While Redis is away a request must not hang: with the connection refused, a command fails after
 * one reconnect attempt (maxRetriesPerRequest: 1, tens of milliseconds) and the request answers 503
 * (rate limits and log-in locks fail closed). A connection that stopped answering without closing is
 * given up after this long; it is generous because a busy 2-core machine can stall the event loop
 * for a second or more (1.5 s here refused requests Redis could have served).
 */
const COMMAND_TIMEOUT_MS = 10_000;

@Global()
@Module({
  providers: [
    {
      provide: REDIS,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => {
        const redis = new Redis(config.redisUrl, {
          maxRetriesPerRequest: 1,
          commandTimeout: COMMAND_TIMEOUT_MS,
          enableOfflineQueue: true,
          lazyConnect: false,
          connectionName: `slabworks-api:${process.pid}`,
        });
        watchRedis(redis, 'Redis', new Logger('Redis'));
        return redis;
      },
    },
    {
      provide: THROTTLER_REDIS,
      inject: [APP_CONFIG, REDIS],
      useFactory: (config: AppConfig, redis: Redis) => {
        const throttler = redis.duplicate({ keyPrefix: `${config.redisPrefix}:` });
        watchRedis(throttler, 'Redis (rate limits)', new Logger('Redis'));
        return throttler;
      },
    },
  ],
  exports: [REDIS, THROTTLER_REDIS],
})
export class RedisModule implements OnApplicationShutdown {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(THROTTLER_REDIS) private readonly throttler: Redis,
  ) {}

  async onApplicationShutdown(): Promise<void> {
    for (const connection of [this.redis, this.throttler])
      await connection.quit().catch(() => connection.disconnect());
  }
}
