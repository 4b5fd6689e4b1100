import { HttpStatus } from '@nestjs/common';
import { MEMBER_CODES } from '@slabworks/contracts';
import { QueryFailedError, type DataSource, type DeepPartial } from 'typeorm';
import { ApiException } from '../../errors';
import { MemberConsentEntity } from '../persistence/member-consent.entity';
import { MemberEntity } from '../persistence/member.entity';
import { CONSENT_DOCUMENTS, type ConsentField } from './consent-documents';

const UNIQUE_VIOLATION = '23505';

/**
 * The one way a member row comes to be (e-mail sign-up and social sign-up): the member and a record
 * of every consent document at its current version, in one transaction. Two sign-ups racing for one
 * address (or phone) meet the unique index; the loser hears `takenCode`.
 */
export async function registerMember(
  dataSource: DataSource,
  fields: DeepPartial<MemberEntity>,
  consents: Partial<Record<ConsentField, boolean>>,
  takenCode: string = MEMBER_CODES.emailTaken,
): Promise<MemberEntity> {
  const decidedAt = new Date();
  try {
    return await dataSource.transaction(async (m) => {
      const members = m.getRepository(MemberEntity);
      const saved = await members.save(members.create(fields));
      await m.getRepository(MemberConsentEntity).insert(
        (Object.keys(CONSENT_DOCUMENTS) as ConsentField[]).map((field) => ({
          memberId: saved.id,
          kind: CONSENT_DOCUMENTS[field].kind,
          agreed: consents[field] === true,
          documentVersion: CONSENT_DOCUMENTS[field].version,
          decidedAt,
        })),
      );
      return saved;
    });
  } catch (error) {
    if (
      error instanceof QueryFailedError &&
      (error.driverError as { code?: string }).code === UNIQUE_VIOLATION
    )
      throw new ApiException(HttpStatus.CONFLICT, takenCode);
    throw error;
  }
}
