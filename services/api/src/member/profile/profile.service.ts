import { AUTH_CODES } from '@slabworks/contracts';
import { validatePhone } from '@slabworks/domain';
import { HttpStatus, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { fieldError, validateNickname, validatePassword } from '@slabworks/domain';
import { ApiException } from '../../errors';
import { PhotoAttachments } from '../../upload';
import { PasswordHasher, SessionService, type SessionMember, normalizePhone } from '../../auth';
import { MemberConsentEntity } from '../persistence/member-consent.entity';
import { MemberEntity } from '../persistence/member.entity';
import { CONSENT_DOCUMENTS } from '../signup/consent-documents';
import { PhoneVerificationService } from '../verification/phone-verification.service';
import { VerificationCodeStore } from '../verification/verification-code.store';
import type { ChangePasswordRequestDto, UpdateProfileRequestDto } from './profile.request.dto';

@Injectable()
export class ProfileService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionService,
    private readonly codes: VerificationCodeStore,
    private readonly phones: PhoneVerificationService,
    private readonly photos: PhotoAttachments,
  ) {}

  async get(id: string): Promise<MemberEntity> {
    const member = await this.dataSource.getRepository(MemberEntity).findOneBy({ id });
    if (!member || member.status === 'WITHDRAWN') throw ApiException.notFound('MEMBER.NOT_FOUND');
    return member;
  }

  async update(id: string, body: UpdateProfileRequestDto): Promise<MemberEntity> {
    const member = await this.get(id);
    const problems = [
      ...(body.nickname !== undefined ? validateNickname(body.nickname) : []),
      // A number of the member's own service's country.
      ...(body.phoneNumber !== undefined
        ? validatePhone(body.phoneNumber, 'phoneNumber', member.supportRegion)
        : []),
    ];
    if (problems.length) throw ApiException.validation(problems);
    if (body.phoneNumber !== undefined) {
      const phone = normalizePhone(body.phoneNumber);
      if (phone !== member.phone) {
        if (!(await this.codes.isVerified('phone', phone)))
          throw new ApiException(HttpStatus.BAD_REQUEST, 'MEMBER.PHONE_NOT_VERIFIED');
        await this.phones.assignTo(id, phone);
      }
    }
    const settings = {
      ...(body.nickname !== undefined ? { nickname: body.nickname.trim() } : {}),
      ...(body.language !== undefined ? { language: body.language } : {}),
      ...(body.notifyByMail !== undefined ? { notifyByMail: body.notifyByMail } : {}),
      ...(body.notifyBySms !== undefined ? { notifyBySms: body.notifyBySms } : {}),
    };
    if (Object.keys(settings).length)
      await this.dataSource.getRepository(MemberEntity).update({ id }, settings);
    if (body.photoUploadId !== undefined) await this.setPhoto(id, body.photoUploadId);
    if (
      body.advertisingConsent !== undefined &&
      body.advertisingConsent !== (await this.advertisingConsent(id))
    )
      await this.dataSource.getRepository(MemberConsentEntity).insert({
        memberId: id,
        kind: CONSENT_DOCUMENTS.advertising.kind,
        agreed: body.advertisingConsent,
        documentVersion: CONSENT_DOCUMENTS.advertising.version,
        decidedAt: new Date(),
      });
    return this.get(id);
  }

  // The profile photo is one of the member's uploads (same checks and storage as order photos); the
  // member's row names its photo and thumbnail as the api serves them (to the member and staff).
  private async setPhoto(id: string, uploadId: string | null): Promise<void> {
    await this.dataSource.transaction(async (tx) => {
      if (!(await this.photos.setProfilePhoto(tx, id, uploadId)))
        throw ApiException.validation([{ field: 'photoUploadId', rule: 'unknownPhoto', params: {} }]);
      const upload = uploadId?.toLowerCase();
      await tx.getRepository(MemberEntity).update(
        { id },
        {
          photoUrl: upload ? `/api/uploads/${upload}` : null,
          thumbnailUrl: upload ? `/api/uploads/${upload}/thumbnail` : null,
        },
      );
    });
  }

  /** Consent records are kept as a history (proof of what was agreed when): the latest one counts. */
  async advertisingConsent(id: string): Promise<boolean> {
    const latest = await this.dataSource.getRepository(MemberConsentEntity).findOne({
      where: { memberId: id, kind: CONSENT_DOCUMENTS.advertising.kind },
      order: { decidedAt: 'DESC' },
    });
    return latest?.agreed ?? false;
  }

  /** Spec §5: the new password differs from the current one; social accounts have none to change. */
  async changePassword(caller: SessionMember, body: ChangePasswordRequestDto): Promise<void> {
    const member = await this.get(caller.id);
    if (!member.passwordHash)
      throw new ApiException(HttpStatus.BAD_REQUEST, AUTH_CODES.socialAccountPassword);
    const problems = [
      ...(body.currentPassword ? [] : [fieldError('currentPassword', 'required')]),
      ...validatePassword({ password: body.password, confirmation: body.passwordConfirmation }),
    ];
    if (problems.length) throw ApiException.validation(problems);
    if (!(await this.hasher.verify(member.passwordHash, body.currentPassword!)))
      throw new ApiException(HttpStatus.BAD_REQUEST, AUTH_CODES.currentPasswordWrong);
    if (body.password === body.currentPassword)
      throw new ApiException(HttpStatus.BAD_REQUEST, AUTH_CODES.samePassword);
    await this.dataSource
      .getRepository(MemberEntity)
      .update({ id: member.id }, { passwordHash: await this.hasher.hash(body.password!) });
    // ASVS V7.4.3: other devices are logged out; this one stays.
    await this.sessions.revokeAllOf(member.id, 'PASSWORD_CHANGED', caller.sessionId);
  }
}
