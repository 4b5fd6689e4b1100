import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import type { AppConfig } from '@slabworks/config';
import { APP_CONFIG } from '../../config';
import { ApiException } from '../../errors';
import { countInWindow, REDIS } from '../../redis';

const WINDOW_SECONDS = 60;

/**
 * UPLOAD_RATE_LIMIT photos a minute per member, a fixed window in Redis (as the public API's keys):
 * every api instance counts into the same window, and a member's address changing does not reset it.
 */
@Injectable()
export class UploadRateLimit {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  async spend(memberId: string): Promise<void> {
    const now = Math.floor(Date.now() / 1000);
    const window = Math.floor(now / WINDOW_SECONDS);
    const counter = `${this.config.redisPrefix}:upload-rate:${memberId}:${window}`;
    const used = await countInWindow(this.redis, counter, WINDOW_SECONDS * 2);
    const max = this.config.storage.rateLimitPerMinute;
    if (used <= max) return;
    const seconds = Math.max(1, (window + 1) * WINDOW_SECONDS - now);
    throw new ApiException(
      HttpStatus.TOO_MANY_REQUESTS,
      'UPLOAD.RATE_LIMITED',
      { max, seconds },
      { retryAfterSeconds: seconds },
    );
  }
}
