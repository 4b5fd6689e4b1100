import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import type { AppConfig } from '@slabworks/config';
import { APP_CONFIG } from '../../config';
import { ApiException } from '../../errors';
import { emailHash } from '../member-identity';
import { countInWindow, REDIS } from '../../redis';

/**
 * Failed log-ins counted per e-mail address (known or not, so the lock itself reveals nothing):
 * LOGIN_LOCK_ATTEMPTS failures within LOGIN_LOCK_MINUTES lock the address until the window ends.
 */
@Injectable()
export class LoginLockService {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private key(email: string): string {
    return `${this.config.redisPrefix}:login-fail:${emailHash(email)}`;
  }

  async assertNotLocked(email: string): Promise<void> {
    const failures = Number(await this.redis.get(this.key(email)));
    if (failures < this.config.auth.loginLockAttempts) return;
    const ttl = await this.redis.ttl(this.key(email));
    throw new ApiException(
      HttpStatus.TOO_MANY_REQUESTS,
      'AUTH.ACCOUNT_LOCKED',
      { minutes: Math.max(1, Math.ceil(ttl / 60)) },
      { retryAfterSeconds: Math.max(1, ttl) },
    );
  }

  async recordFailure(email: string): Promise<void> {
    const key = this.key(email);
    await countInWindow(this.redis, key, this.config.auth.loginLockMinutes * 60);
  }

  async clear(email: string): Promise<void> {
    await this.redis.del(this.key(email));
  }
}
