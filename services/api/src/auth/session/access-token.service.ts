import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { AppConfig } from '@slabworks/config';
import { APP_CONFIG } from '../../config';
import { VerifiedTokenCache } from './verified-token-cache';

export interface AccessClaims {
  readonly sub: string;
  readonly fam: string;
}

export type AccessCheck = { kind: 'valid'; claims: AccessClaims } | { kind: 'expired' } | { kind: 'invalid' };

/** The short-lived acc cookie: a signed pointer to member and session family, checked against the database. */
@Injectable()
export class AccessTokenService {
  private readonly verified = new VerifiedTokenCache<AccessClaims>();

  constructor(
    private readonly jwt: JwtService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  get lifetimeSeconds(): number {
    return this.config.auth.accessTokenMinutes * 60;
  }

  sign(memberId: string, familyId: string): string {
    return this.jwt.sign({ sub: memberId, fam: familyId }, { expiresIn: this.lifetimeSeconds });
  }

  check(token: string, nowMs = Date.now()): AccessCheck {
    const known = this.verified.get(token, nowMs);
    if (known === 'expired') return { kind: 'expired' };
    if (known) return { kind: 'valid', claims: known };
    try {
      const claims = this.jwt.verify<AccessClaims & { exp?: number }>(token, { algorithms: ['HS256'] });
      if (typeof claims.sub !== 'string' || typeof claims.fam !== 'string') return { kind: 'invalid' };
      const valid = { sub: claims.sub, fam: claims.fam };
      if (typeof claims.exp === 'number') this.verified.remember(token, valid, claims.exp);
      return { kind: 'valid', claims: valid };
    } catch (error) {
      return (error as Error).name === 'TokenExpiredError' ? { kind: 'expired' } : { kind: 'invalid' };
    }
  }
}
