import { MEMBER_CODES } from '@slabworks/contracts';
import { validatePhone, type ServiceCountry } from '@slabworks/domain';
import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import { DataSource, Not } from 'typeorm';
import type { Language } from '@slabworks/contracts';
import { ApiException } from '../../errors';
import { AccountMailService } from '../../mail';
import { normalizePhone } from '../../auth';
import { TableChanges } from '../../table-changes';
import { MemberEntity } from '../persistence/member.entity';
import { CODE_TTL_SECONDS, VerificationCodeStore } from './verification-code.store';

@Injectable()
export class PhoneVerificationService {
  private readonly logger = new Logger('PhoneVerification');

  constructor(
    private readonly dataSource: DataSource,
    private readonly codes: VerificationCodeStore,
    private readonly mail: AccountMailService,
    private readonly changes: TableChanges,
  ) {}

  /** A number of the service the request came through (a Taiwan number on the Taiwan site). */
  async send(
    rawPhone: string | undefined,
    lang: Language,
    country: ServiceCountry = 'KR',
  ): Promise<{ expiresInSeconds: number }> {
    const problems = validatePhone(rawPhone, 'phoneNumber', country);
    if (problems.length) throw ApiException.validation(problems);
    const phone = normalizePhone(rawPhone!);
    await this.codes.claimSendSlot('phone', phone);
    const code = await this.codes.issue('phone', phone);
    try {
      await this.mail.phoneCode(phone, code, lang, CODE_TTL_SECONDS / 60);
    } catch (error) {
      this.logger.error(`SMS to ${phone.slice(0, 4)}… failed: ${(error as Error).message}`);
      throw new ApiException(HttpStatus.BAD_GATEWAY, 'VERIFICATION.SEND_FAILED');
    }
    return { expiresInSeconds: CODE_TTL_SECONDS };
  }

  /** Proves the number; a signed-in caller also gets it on the profile right away. */
  async check(
    rawPhone: string | undefined,
    code: string,
    memberId?: string,
    country: ServiceCountry = 'KR',
  ): Promise<{ verified: true }> {
    const problems = validatePhone(rawPhone, 'phoneNumber', country);
    if (problems.length) throw ApiException.validation(problems);
    const phone = normalizePhone(rawPhone!);
    await this.codes.consumeOrThrow('phone', phone, code);
    await this.codes.markVerified('phone', phone);
    if (memberId) await this.assignTo(memberId, phone);
    return { verified: true };
  }

  async assignTo(memberId: string, phone: string): Promise<void> {
    const members = this.dataSource.getRepository(MemberEntity);
    if (await members.existsBy({ phone, id: Not(memberId) }))
      throw new ApiException(HttpStatus.CONFLICT, MEMBER_CODES.emailOrPhoneTaken);
    const now = new Date();
    await members.update({ id: memberId }, { phone, phoneVerifiedAt: now });
    // A Taiwan member's identity verification is the SMS-proven phone (no Korean 본인인증 there).
    await members.update(
      { id: memberId, supportRegion: 'TW', status: 'NOT_APPROVED' },
      { status: 'APPROVED', identityVerifiedAt: now, identityProvider: 'phone' },
    );
    // Kept sessions and memberships change with this row: the caller's next request, which may come
    // at once, sees it (its notice heard here).
    await this.changes.caughtUp();
  }
}
