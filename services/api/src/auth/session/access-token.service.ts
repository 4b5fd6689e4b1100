import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { AppConfig } from '@slabworks/config';
import { APP_CONFIG } from '../../config/app-config.provider';

export interface AccessClaims {
  readonly sub: string;
  readonly fam: string;
}

export type AccessCheck = { kind: 'valid'; claims: AccessClaims } | { kind: 'expired' } | { kind: 'invalid' };

/** The short-lived acc cookie: a signed pointer to member and session family, checked against the database. */
@Injectable()
export class AccessTokenService {
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

  check(token: string): AccessCheck {
    try {
      const claims = this.jwt.verify<AccessClaims>(token, { algorithms: ['HS256'] });
      if (typeof claims.sub !== 'string' || typeof claims.fam !== 'string') return { kind: 'invalid' };
      return { kind: 'valid', claims: { sub: claims.sub, fam: claims.fam } };
    } catch (error) {
      return (error as Error).name === 'TokenExpiredError' ? { kind: 'expired' } : { kind: 'invalid' };
    }
  }
}
