import { AUTH_CODES } from '@slabworks/contracts';
import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AppConfig } from '@slabworks/config';
import type { Language } from '@slabworks/contracts';
import { validateEmail, validatePassword } from '@slabworks/domain';
import { APP_CONFIG } from '../../config';
import { ApiException } from '../../errors';
import { AccountMailService } from '../../mail';
import { normalizeEmail } from '../member-identity';
import { MEMBER_ACCOUNTS, type MemberAccounts } from '../members/member-accounts.port';
import { LoginLockService } from '../login/login-lock.service';
import { hashToken, newSecretToken } from '../session/secret-token';
import { SessionService } from '../session/session.service';
import { PasswordHasher } from './password-hasher.service';

export const RESET_LINK_MINUTES = 30;

@Injectable()
export class PasswordResetService {
  private readonly logger = new Logger('PasswordReset');

  constructor(
    private readonly dataSource: DataSource,
    @Inject(MEMBER_ACCOUNTS) private readonly members: MemberAccounts,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionService,
    private readonly lock: LoginLockService,
    private readonly mail: AccountMailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Always the same answer, at once; the lookup and the mail run after it, so neither the body nor
   * the time tells whether the address has an account (deviation: the spec's "nonexistent email").
   */
  requestMail(rawEmail: string | undefined, lang: Language): void {
    const problems = validateEmail(rawEmail);
    if (problems.length) throw ApiException.validation(problems);
    const email = normalizeEmail(rawEmail!);
    this.sendMail(email, lang).catch((e: Error) => this.logger.error(`reset mail failed: ${e.message}`));
  }

  async resetByMail(
    token: string,
    password: string | undefined,
    confirmation: string | undefined,
  ): Promise<void> {
    const problems = validatePassword({ password, confirmation });
    if (problems.length) throw ApiException.validation(problems);
    // A refusal throws inside the transaction, so the link stays usable for a second try.
    await this.dataSource.transaction(async (m) => {
      const refuse = (code: string) => new ApiException(HttpStatus.BAD_REQUEST, code);
      // TypeORM answers an UPDATE … RETURNING as [rows, affected].
      const [rows]: [Array<{ member_id: string }>, number] = await m.query(
        `UPDATE password_reset_token SET used_at = now()
          WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now() RETURNING member_id`,
        [hashToken(token)],
      );
      const memberId = rows[0]?.member_id;
      const member = memberId ? await this.members.byId(memberId, m) : null;
      if (!member || member.status === 'WITHDRAWN') throw refuse(AUTH_CODES.resetLinkInvalid);
      if (!member.passwordHash) throw refuse(AUTH_CODES.socialAccountPassword);
      if (await this.hasher.verify(member.passwordHash, password!)) throw refuse(AUTH_CODES.samePassword);
      await this.members.setPasswordHash(member.id, await this.hasher.hash(password!), m);
      // Every other link of this member dies with this one; every session ends (ASVS V7.4.3).
      await m.query(
        `UPDATE password_reset_token SET used_at = now() WHERE member_id = $1 AND used_at IS NULL`,
        [member.id],
      );
      await this.sessions.revokeAllOf(member.id, 'PASSWORD_RESET', undefined, m);
      await this.lock.clear(member.email!);
    });
    await this.sessions.heardRevocations();
  }

  private async sendMail(email: string, lang: Language): Promise<void> {
    const member = await this.members.byEmail(email);
    if (!member) return;
    if (!member.passwordHash) return this.mail.socialAccountReset(email, lang);
    const token = newSecretToken();
    await this.dataSource.query(
      `INSERT INTO password_reset_token (token_hash, member_id, expires_at) VALUES ($1, $2, now() + make_interval(mins => $3))`,
      [hashToken(token), member.id, RESET_LINK_MINUTES],
    );
    const link = `${this.config.mail.publicUrl.replace(/\/$/, '')}/reset-password?token=${encodeURIComponent(token)}`;
    await this.mail.passwordReset(email, link, lang, RESET_LINK_MINUTES);
  }
}
