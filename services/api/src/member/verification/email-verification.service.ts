import { VERIFICATION_CODES } from '@slabworks/contracts';
import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import { DataSource, IsNull } from 'typeorm';
import type { Language } from '@slabworks/contracts';
import { ApiException } from '../../errors';
import { AccountMailService } from '../../mail';
import { normalizeEmail } from '../../auth';
import { MemberEntity } from '../persistence/member.entity';
import { CODE_TTL_SECONDS, VerificationCodeStore } from './verification-code.store';

@Injectable()
export class EmailVerificationService {
  private readonly logger = new Logger('EmailVerification');

  constructor(
    private readonly dataSource: DataSource,
    private readonly codes: VerificationCodeStore,
    private readonly mail: AccountMailService,
  ) {}

  /** Sends a code only to an unverified member; answers the same either way (no enumeration). */
  async resend(rawEmail: string, lang: Language): Promise<void> {
    const email = normalizeEmail(rawEmail);
    await this.codes.claimSendSlot('email', email);
    const waiting = await this.dataSource
      .getRepository(MemberEntity)
      .existsBy({ email, emailVerifiedAt: IsNull() });
    // Not awaited: a known address must not answer slower than an unknown one.
    if (waiting)
      this.issueAndMail(email, lang).catch((e: Error) => this.logger.error(`code mail failed: ${e.message}`));
  }

  async send(email: string, lang: Language): Promise<void> {
    await this.codes.claimSendSlot('email', email);
    await this.issueAndMail(email, lang);
  }

  async verify(rawEmail: string, code: string): Promise<void> {
    const email = normalizeEmail(rawEmail);
    await this.codes.consumeOrThrow('email', email, code);
    const result = await this.dataSource
      .getRepository(MemberEntity)
      .update({ email, emailVerifiedAt: IsNull() }, { emailVerifiedAt: new Date() });
    // A code exists only for an unverified member, so this is a verification that raced another.
    if (!result.affected) throw new ApiException(HttpStatus.BAD_REQUEST, VERIFICATION_CODES.codeExpired);
  }

  private async issueAndMail(email: string, lang: Language): Promise<void> {
    const code = await this.codes.issue('email', email);
    await this.mail.emailCode(email, code, lang, CODE_TTL_SECONDS / 60);
  }
}
