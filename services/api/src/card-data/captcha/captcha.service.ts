import { createHash, randomBytes } from 'node:crypto';
import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { createChallenge, verifySolution } from 'altcha-lib';
import type Redis from 'ioredis';
import type { AppConfig } from '@slabworks/config';
import { APP_CONFIG } from '../../config';
import { ApiException } from '../../errors';
import { REDIS } from '../../redis';

const CHALLENGE_TTL_SECONDS = 600;
// A solved captcha opens a short session of searching: paging and sorting are free, and up to
// PASS_TERMS different terms may be searched within PASS_TTL_SECONDS, so a person is asked once, not per
// search, while a scraper still pays a proof of work per ten terms.
const PASS_TTL_SECONDS = 600;
const PASS_TERMS = 10;

// Atomic, so two searches racing on one pass cannot both take the tenth term.
// KEYS[1] the pass's set of terms; ARGV[1] the term, ARGV[2] the most terms. -1 gone, 0 used up, 1 open.
const OPEN_TERM_SCRIPT = `
if redis.call('EXISTS', KEYS[1]) == 0 then return -1 end
if redis.call('SISMEMBER', KEYS[1], ARGV[1]) == 1 then return 1 end
if redis.call('SCARD', KEYS[1]) >= tonumber(ARGV[2]) then return 0 end
redis.call('SADD', KEYS[1], ARGV[1])
return 1`;

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
    await this.redis
      .multi()
      .sadd(this.key('pass', pass), term)
      .expire(this.key('pass', pass), PASS_TTL_SECONDS)
      .exec();
    return pass;
  }

  /** A pass opens the terms already searched with it, and new ones until it has opened PASS_TERMS. */
  async checkPass(pass: string, term: string): Promise<void> {
    const opened = /^[\w-]{1,64}$/.test(pass)
      ? await this.redis.eval(OPEN_TERM_SCRIPT, 1, this.key('pass', pass), term, PASS_TERMS)
      : -1;
    if (opened !== 1) throw new ApiException(HttpStatus.BAD_REQUEST, 'CAPTCHA.PASS_EXPIRED');
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
