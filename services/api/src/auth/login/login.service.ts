import { AUTH_CODES } from '@slabworks/contracts';
import { HttpStatus, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ApiException } from '../../errors/api.exception';
import { emailHash, normalizeEmail } from '../../member/member-identity';
import { MemberEntity } from '../../member/persistence/member.entity';
import { WithdrawnEmailEntity } from '../../member/persistence/withdrawn-email.entity';
import { PasswordHasher } from '../password/password-hasher.service';
import { SessionService, type NewTokens } from '../session/session.service';
import { LoginLockService } from './login-lock.service';

@Injectable()
export class LoginService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionService,
    private readonly lock: LoginLockService,
  ) {}

  /**
   * Unknown address, social account and wrong password all cost one Argon2 verification and answer
   * AUTH.WRONG_CREDENTIALS; only a caller who knows the password learns that the e-mail is unverified.
   */
  async logIn(rawEmail: string, password: string): Promise<{ member: MemberEntity; tokens: NewTokens }> {
    const email = normalizeEmail(rawEmail);
    await this.lock.assertNotLocked(email);
    const members = this.dataSource.getRepository(MemberEntity);
    const member = await members.findOneBy({ email });
    const ok = await this.hasher.verify(member?.passwordHash ?? null, password);
    if (!member || !ok) {
      await this.lock.recordFailure(email);
      // Spec §8 "withdrawn email": sign-up already tells this, so log-in may too.
      if (
        !member &&
        (await this.dataSource.getRepository(WithdrawnEmailEntity).existsBy({ emailHash: emailHash(email) }))
      )
        throw new ApiException(HttpStatus.BAD_REQUEST, AUTH_CODES.emailWithdrawn);
      throw new ApiException(HttpStatus.BAD_REQUEST, AUTH_CODES.wrongCredentials);
    }
    await this.lock.clear(email);
    if (!member.emailVerifiedAt) throw new ApiException(HttpStatus.FORBIDDEN, AUTH_CODES.emailNotVerified);
    const tokens = await this.sessions.start(member.id);
    // A dormant member keeps the old date: only restoring (or the next log-in after it) counts.
    if (!member.dormantSince) {
      member.lastLoginAt = new Date();
      await members.update({ id: member.id }, { lastLoginAt: member.lastLoginAt });
    }
    return { member, tokens };
  }
}
