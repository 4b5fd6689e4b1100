import { HttpStatus, Injectable, UseGuards, type ExecutionContext } from '@nestjs/common';
import { ThrottlerGuard, type ThrottlerLimitDetail } from '@nestjs/throttler';
import { ApiException } from '../../errors';

@Injectable()
export class AuthThrottlerGuard extends ThrottlerGuard {
  protected override async throwThrottlingException(
    _context: ExecutionContext,
    detail: ThrottlerLimitDetail,
  ): Promise<void> {
    throw new ApiException(
      HttpStatus.TOO_MANY_REQUESTS,
      'TOO_MANY_REQUESTS',
      {},
      {
        retryAfterSeconds: Math.ceil(detail.timeToBlockExpire || detail.timeToExpire),
      },
    );
  }
}

/** Per client address, per endpoint: AUTH_RATE_LIMIT requests a minute (log-in, sign-up, codes, reset). */
export const AuthThrottle = () => UseGuards(AuthThrottlerGuard);
