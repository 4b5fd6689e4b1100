import type { ThrottlerStorage } from '@nestjs/throttler';
import { ThrottlerStorageRedisService } from '@nest-lab/throttler-storage-redis';
import type Redis from 'ioredis';

/**
 * Throttler counters in the shared Redis, under this deployment's key prefix (several api instances
 * agree): given the THROTTLER_REDIS connection, whose keyPrefix makes them `<prefix>:{throttle:…}:hits`.
 */
export class PrefixedThrottlerStorage implements ThrottlerStorage {
  private readonly inner: ThrottlerStorageRedisService;

  constructor(prefixedRedis: Redis) {
    this.inner = new ThrottlerStorageRedisService(prefixedRedis);
  }

  increment(key: string, ttl: number, limit: number, blockDuration: number, throttlerName: string) {
    return this.inner.increment(`throttle:${key}`, ttl, limit, blockDuration, throttlerName);
  }
}
