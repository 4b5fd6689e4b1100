import { AUTH_CODES } from '@slabworks/contracts';
import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { ApiException } from '../../errors';
import { emailHash, normalizeEmail } from '../member-identity';
import { MEMBER_ACCOUNTS, type AccountHolder, type MemberAccounts } from '../members/member-accounts.port';
import { PasswordHasher } from '../password/password-hasher.service';
import { SessionService, type NewTokens } from '../session/session.service';
import { LoginLockService } from './login-lock.service';

@Injectable()
export class LoginService {
  constructor(
    @Inject(MEMBER_ACCOUNTS) private readonly members: MemberAccounts,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionService,
    private readonly lock: LoginLockService,
  ) {}

  /**
   * Unknown address, social account and wrong password all cost one Argon2 verification and answer
   * AUTH.WRONG_CREDENTIALS; only a caller who knows the password learns that the e-mail is unverified.
   */
  async logIn(rawEmail: string, password: string): Promise<{ member: AccountHolder; tokens: NewTokens }> {
    const email = normalizeEmail(rawEmail);
    await this.lock.assertNotLocked(email);
    const member = await this.members.byEmail(email);
    const ok = await this.hasher.verify(member?.passwordHash ?? null, password);
    if (!member || !ok) {
      await this.lock.recordFailure(email);
      // Spec §8 "withdrawn email": sign-up already tells this, so log-in may too.
      if (!member && (await this.members.isWithdrawn(emailHash(email))))
        throw new ApiException(HttpStatus.BAD_REQUEST, AUTH_CODES.emailWithdrawn);
      throw new ApiException(HttpStatus.BAD_REQUEST, AUTH_CODES.wrongCredentials);
    }
    await this.lock.clear(email);
    if (!member.emailVerifiedAt) throw new ApiException(HttpStatus.FORBIDDEN, AUTH_CODES.emailNotVerified);
    const tokens = await this.sessions.start(member.id);
    // A dormant member keeps the old date: only restoring (or the next log-in after it) counts.
    if (!member.dormantSince) {
      member.lastLoginAt = new Date();
      await this.members.recordLogIn(member.id, member.lastLoginAt);
    }
    return { member, tokens };
  }
}
