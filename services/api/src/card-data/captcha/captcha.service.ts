import { createHash, randomBytes } from 'node:crypto';
import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { createChallenge, verifySolution } from 'altcha-lib';
import type Redis from 'ioredis';
import type { AppConfig } from '@slabworks/config';
import { APP_CONFIG } from '../../config/app-config.provider';
import { ApiException } from '../../errors/api.exception';
import { REDIS } from '../../redis/redis.module';

const CHALLENGE_TTL_SECONDS = 600;
// A solved captcha opens one term for paging and sorting, so a person is not asked again per page.
const PASS_TTL_SECONDS = 600;

/**
 * Self-hosted proof-of-work captcha (altcha): the browser finds the secret number behind a signed
 * challenge; we check the HMAC signature and expiry, then remember the signature in Redis until the
 * challenge expires, so one solution answers once.
 */
@Injectable()
export class CaptchaService {
  private readonly hmacKey: string;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(REDIS) private readonly redis: Redis,
  ) {
    this.hmacKey =
      config.cardData.captchaHmacKey ??
      createHash('sha256').update(`captcha:${config.auth.secret}`).digest('hex');
  }

  challenge() {
    return createChallenge({
      hmacKey: this.hmacKey,
      maxNumber: this.config.cardData.captchaComplexity,
      expires: new Date(Date.now() + CHALLENGE_TTL_SECONDS * 1000),
    });
  }

  /** Verifies a solution (base64 JSON from the widget) once, and hands back a pass for this term. */
  async redeem(payload: string, term: string): Promise<string> {
    const signature = this.signatureOf(payload);
    const valid =
      signature !== null && (await verifySolution(payload, this.hmacKey, true).catch(() => false));
    if (!valid) throw new ApiException(HttpStatus.BAD_REQUEST, 'CAPTCHA.INVALID');
    const first = await this.redis.set(this.key('used', signature), '1', 'EX', CHALLENGE_TTL_SECONDS, 'NX');
    if (first !== 'OK') throw new ApiException(HttpStatus.BAD_REQUEST, 'CAPTCHA.REUSED');
    const pass = randomBytes(18).toString('base64url');
    await this.redis.set(this.key('pass', pass), term, 'EX', PASS_TTL_SECONDS);
    return pass;
  }

  /** A pass opens only the term it was issued for. */
  async checkPass(pass: string, term: string): Promise<void> {
    const stored = /^[\w-]{1,64}$/.test(pass) ? await this.redis.get(this.key('pass', pass)) : null;
    if (stored !== term) throw new ApiException(HttpStatus.BAD_REQUEST, 'CAPTCHA.PASS_EXPIRED');
  }

  private signatureOf(payload: string): string | null {
    try {
      const decoded = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as { signature?: unknown };
      return typeof decoded.signature === 'string' && /^[0-9a-f]{16,128}$/.test(decoded.signature)
        ? decoded.signature
        : null;
    } catch {
      return null;
    }
  }

  private key(kind: 'used' | 'pass', id: string): string {
    return `${this.config.redisPrefix}:captcha:${kind}:${id}`;
  }
}
