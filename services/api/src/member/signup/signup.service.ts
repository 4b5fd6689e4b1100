import { MEMBER_CODES } from '@slabworks/contracts';
import { HttpStatus, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Language } from '@slabworks/contracts';
import { ApiException } from '../../errors';
import { PasswordHasher, emailHash, normalizeEmail, normalizePhone, type Region } from '../../auth';
import { MemberEntity } from '../persistence/member.entity';
import { WithdrawnEmailEntity } from '../persistence/withdrawn-email.entity';
import { EmailVerificationService } from '../verification/email-verification.service';
import { VerificationCodeStore } from '../verification/verification-code.store';
import { registerMember } from './register-member';
import type { SignupRequestDto } from './signup.request.dto';
import { signupProblems } from './signup.rules';

@Injectable()
export class SignupService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly hasher: PasswordHasher,
    private readonly emailVerification: EmailVerificationService,
    private readonly codes: VerificationCodeStore,
  ) {}

  async signUp(body: SignupRequestDto, region: Region, lang: Language) {
    const problems = signupProblems(body, region);
    if (problems.length) throw ApiException.validation(problems);
    const email = normalizeEmail(body.email!);
    const phone = normalizePhone(body.phone!);

    const members = this.dataSource.getRepository(MemberEntity);
    if (await this.dataSource.getRepository(WithdrawnEmailEntity).existsBy({ emailHash: emailHash(email) }))
      throw new ApiException(HttpStatus.CONFLICT, MEMBER_CODES.emailWithdrawn);
    if (await members.existsBy({ email }))
      throw new ApiException(HttpStatus.CONFLICT, MEMBER_CODES.emailTaken);
    if (await members.existsBy({ phone }))
      throw new ApiException(HttpStatus.CONFLICT, MEMBER_CODES.emailOrPhoneTaken);

    const passwordHash = await this.hasher.hash(body.password!);
    const phoneVerified = await this.codes.isVerified('phone', phone);
    const now = new Date();
    // A Taiwan member's identity verification is the SMS-proven phone (docs/members.md).
    const approved = region === 'TW' && phoneVerified;
    const member = await registerMember(
      this.dataSource,
      {
        email,
        nickname: body.nickname!.trim(),
        phone,
        phoneVerifiedAt: phoneVerified ? now : null,
        passwordHash,
        supportRegion: region,
        language: lang,
        role: 'MEMBER',
        status: approved ? 'APPROVED' : 'NOT_APPROVED',
        ...(approved ? { identityVerifiedAt: now, identityProvider: 'phone' } : {}),
      },
      body.consents ?? {},
      MEMBER_CODES.emailOrPhoneTaken,
    );
    await this.emailVerification.send(email, lang);
    return { id: member.id, email, emailVerified: false };
  }
}
