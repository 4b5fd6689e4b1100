import { Controller, Get, Param } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AuditAccess, ConsoleAccess } from '../../auth';
import { ApiException } from '../../errors';
import { memberView } from '../member.view';
import { MemberConsentEntity } from '../persistence/member-consent.entity';
import { MemberEntity } from '../persistence/member.entity';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function findMember(dataSource: DataSource, id: string): Promise<MemberEntity> {
  const member = UUID.test(id) ? await dataSource.getRepository(MemberEntity).findOneBy({ id }) : null;
  if (!member) throw ApiException.notFound('MEMBER.NOT_FOUND');
  return member;
}

/** Operators look a customer up (order questions, shipping). */
@Controller('console/members')
@ConsoleAccess()
export class ConsoleMembersHttpController {
  constructor(private readonly dataSource: DataSource) {}

  @Get(':id')
  async get(@Param('id') id: string) {
    return memberView(await findMember(this.dataSource, id));
  }
}

/** Auditors also see what the member agreed to, and when. */
@Controller('audit/members')
@AuditAccess()
export class AuditMembersHttpController {
  constructor(private readonly dataSource: DataSource) {}

  @Get(':id')
  async get(@Param('id') id: string) {
    const member = await findMember(this.dataSource, id);
    const consents = await this.dataSource
      .getRepository(MemberConsentEntity)
      .find({ where: { memberId: id }, order: { decidedAt: 'ASC', kind: 'ASC' } });
    return {
      ...memberView(member),
      consents: consents.map((c) => ({
        kind: c.kind,
        agreed: c.agreed,
        documentVersion: c.documentVersion,
        decidedAt: c.decidedAt.toISOString(),
      })),
    };
  }
}
