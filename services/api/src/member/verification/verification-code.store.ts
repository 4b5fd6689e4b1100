import { VERIFICATION_CODES } from '@slabworks/contracts';
import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type Redis from 'ioredis';
import type { AppConfig } from '@slabworks/config';
import { APP_CONFIG } from '../../config';
import { ApiException } from '../../errors';
import { REDIS } from '../../redis';

export const CODE_TTL_SECONDS = 10 * 60;
export const CODE_MAX_ATTEMPTS = 5;
// One code per recipient per 30 s, whoever asks: stops mail/SMS bombing across client addresses.
const RESEND_COOLDOWN_SECONDS = 30;

export type CodeKind = 'email' | 'phone';
export type CodeCheck = 'ok' | 'wrong' | 'expired' | 'exhausted';

const sha = (s: string) => createHash('sha256').update(s).digest();

/** 6-digit codes in Redis: 10 minutes, 5 attempts, only a hash stored. */
@Injectable()
export class VerificationCodeStore {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private key(kind: CodeKind, subject: string, part: string): string {
    return `${this.config.redisPrefix}:code:${kind}:${part}:${sha(subject).toString('hex')}`;
  }

  /** Claims the resend slot; throws 429 when a code went to this recipient moments ago. */
  async claimSendSlot(kind: CodeKind, subject: string): Promise<void> {
    const ok = await this.redis.set(
      this.key(kind, subject, 'cooldown'),
      '1',
      'EX',
      RESEND_COOLDOWN_SECONDS,
      'NX',
    );
    if (ok !== 'OK')
      throw new ApiException(HttpStatus.TOO_MANY_REQUESTS, 'VERIFICATION.SEND_TOO_SOON', {
        seconds: RESEND_COOLDOWN_SECONDS,
      });
  }

  async issue(kind: CodeKind, subject: string): Promise<string> {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const key = this.key(kind, subject, 'value');
    await this.redis
      .multi()
      .del(key)
      .hset(key, { h: sha(code).toString('hex'), n: '0' })
      .expire(key, CODE_TTL_SECONDS)
      .exec();
    return code;
  }

  async check(kind: CodeKind, subject: string, code: string): Promise<CodeCheck> {
    const key = this.key(kind, subject, 'value');
    const stored = await this.redis.hgetall(key);
    if (!stored.h) return 'expired';
    if (Number(stored.n) >= CODE_MAX_ATTEMPTS) return 'exhausted';
    if (timingSafeEqual(Buffer.from(stored.h, 'hex'), sha(code))) {
      await this.redis.del(key);
      return 'ok';
    }
    const attempts = await this.redis.hincrby(key, 'n', 1);
    return attempts >= CODE_MAX_ATTEMPTS ? 'exhausted' : 'wrong';
  }

  async consumeOrThrow(kind: CodeKind, subject: string, code: string): Promise<void> {
    const result = await this.check(kind, subject, code);
    if (result !== 'ok') this.throwFor(result);
  }

  /** The refusal for a code that did not match. */
  throwFor(result: Exclude<CodeCheck, 'ok'>): never {
    if (result === 'exhausted')
      throw new ApiException(HttpStatus.TOO_MANY_REQUESTS, VERIFICATION_CODES.tooManyAttempts, {
        max: CODE_MAX_ATTEMPTS,
      });
    throw new ApiException(
      HttpStatus.BAD_REQUEST,
      result === 'wrong' ? VERIFICATION_CODES.codeWrong : VERIFICATION_CODES.codeExpired,
    );
  }

  /** A phone number proven by a code stays usable for sign-up or profile for 30 minutes. */
  async markVerified(kind: CodeKind, subject: string): Promise<void> {
    await this.redis.set(this.key(kind, subject, 'verified'), '1', 'EX', 30 * 60);
  }

  async isVerified(kind: CodeKind, subject: string): Promise<boolean> {
    return (await this.redis.exists(this.key(kind, subject, 'verified'))) === 1;
  }
}
