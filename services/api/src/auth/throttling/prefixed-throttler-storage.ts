import type { ThrottlerStorage } from '@nestjs/throttler';
import { ThrottlerStorageRedisService } from '@nest-lab/throttler-storage-redis';
import type Redis from 'ioredis';

/** Throttler counters in the shared Redis, under this deployment's key prefix (several api instances agree). */
export class PrefixedThrottlerStorage implements ThrottlerStorage {
  private readonly inner: ThrottlerStorageRedisService;

  constructor(
    redis: Redis,
    private readonly prefix: string,
  ) {
    this.inner = new ThrottlerStorageRedisService(redis);
  }

  increment(key: string, ttl: number, limit: number, blockDuration: number, throttlerName: string) {
    return this.inner.increment(`${this.prefix}throttle:${key}`, ttl, limit, blockDuration, throttlerName);
  }
}
