import { Global, Inject, Logger, Module, OnApplicationShutdown } from '@nestjs/common';
import Redis from 'ioredis';
import type { AppConfig } from '@slabworks/config';
import { watchRedis } from '@slabworks/connections';
import { APP_CONFIG } from '../config/app-config.provider';

export const REDIS = Symbol('REDIS');
/**
 * The rate limits' connection: @nest-lab/throttler-storage-redis wraps each key in braces (a cluster
 * hash tag), so the deployment's prefix can only go on as the connection's keyPrefix.
 */
export const THROTTLER_REDIS = Symbol('THROTTLER_REDIS');

/**
 * While Redis is away a request must not hang: a command waits at most this long (queued for the
 * reconnect or unanswered), then fails, and the request answers 503 (rate limits and log-in locks
 * fail closed). Every command here answers in well under a millisecond when Redis is up.
 */
const COMMAND_TIMEOUT_MS = 1_500;

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
