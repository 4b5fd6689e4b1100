import { ApiErrors } from '../../api-docs';
import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Put, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { memberPlacedOrders } from '@slabworks/read-models';
import { DataSource, Not } from 'typeorm';
import { CurrentMember, Roles, type SessionMember } from '../../auth';
import { record } from '../../console-changes';
import { ApiException } from '../../errors';
import { TableChanges } from '../../table-changes';
import { memberView } from '../member.view';
import { MemberEntity } from '../persistence/member.entity';
import {
  MemberNameRequestDto,
  MemberRoleRequestDto,
  MemberSearchRequestDto,
} from './member-admin.request.dto';

const notFound = () => ApiException.notFound('MEMBER.NOT_FOUND');
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** ADMIN only: find members, see their orders, set a role (VIP included) or a display name, restore a dormant one. */
@ApiTags('console: members')
@Controller('console/members')
@Roles('ADMIN')
export class MemberAdminHttpController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly changes: TableChanges,
  ) {}

  @Get()
  @ApiOperation({ summary: 'ADMIN: search by e-mail, nickname or phone (any part, any case)' })
  async search(@Query() query: MemberSearchRequestDto) {
    const builder = this.dataSource
      .getRepository(MemberEntity)
      .createQueryBuilder('m')
      .orderBy('m.created_at', 'DESC')
      .addOrderBy('m.id')
      .offset(query.offset)
      .limit(query.limit);
    const q = query.q?.trim();
    if (q) {
      // Phones are stored as typed: compare digits too, so "01012345678" finds "010-1234-5678".
      const digits = q.replace(/\D/g, '');
      builder.where(
        `(m.email ILIKE :like OR m.nickname ILIKE :like OR m.phone ILIKE :like
          ${digits ? `OR regexp_replace(coalesce(m.phone, ''), '\\D', '', 'g') LIKE :digits` : ''})`,
        { like: `%${escapeLike(q)}%`, digits: `%${digits}%` },
      );
    }
    const [rows, count] = await builder.getManyAndCount();
    return { rows: rows.map(memberView), count };
  }

  @Get(':id/orders')
  @ApiOperation({ summary: 'ADMIN: the member’s placed orders, newest first' })
  async orders(@Param('id', new ParseUUIDPipe({ exceptionFactory: notFound })) id: string) {
    const rows = await memberPlacedOrders(this.dataSource, id);
    return rows.map((r) => ({
      orderId: r.orderId,
      orderNumber: r.orderNumber as string,
      status: r.status,
      processingStatus: r.processingStatus,
      displayStage: r.displayStage,
      totalQt: r.totalQt,
      totalAmount: r.totalAmount,
      currency: r.currency as string,
      placedAt: r.placedAt,
    }));
  }

  @Put(':id/role')
  @ApiOperation({ summary: 'ADMIN: set the member’s role (MEMBER, VIP, OPERATOR, AUDITOR, ADMIN)' })
  setRole(
    @CurrentMember() admin: SessionMember,
    @Param('id', new ParseUUIDPipe({ exceptionFactory: notFound })) id: string,
    @Body() body: MemberRoleRequestDto,
  ) {
    // An admin demoting themself could leave nobody able to undo it.
    if (id === admin.id) throw ApiException.validation([{ field: 'role', rule: 'notOwnRole', params: {} }]);
    return this.change(admin, id, (member) => ({ role: body.role, before: { role: member.role } }));
  }

  @Put(':id/name')
  @ApiOperation({
    summary: 'ADMIN: set the display name history, audit and the console show ("name (role)")',
  })
  setName(
    @CurrentMember() admin: SessionMember,
    @Param('id', new ParseUUIDPipe({ exceptionFactory: notFound })) id: string,
    @Body() body: MemberNameRequestDto,
  ) {
    return this.change(admin, id, (member) => ({ name: body.name, before: { name: member.name } }));
  }

  @Post(':id/restore')
  @ApiErrors(409, 'MEMBER.NOT_DORMANT')
  @HttpCode(200)
  @ApiOperation({ summary: 'ADMIN: bring a dormant member back (as their own restore would)' })
  restore(
    @CurrentMember() admin: SessionMember,
    @Param('id', new ParseUUIDPipe({ exceptionFactory: notFound })) id: string,
  ) {
    return this.change(admin, id, (member) => {
      if (!member.dormantSince) throw new ApiException(409, 'MEMBER.NOT_DORMANT');
      return { dormantSince: null, before: { dormantSince: member.dormantSince } };
    });
  }

  private async change(
    admin: SessionMember,
    id: string,
    patch: (member: MemberEntity) => Partial<MemberEntity> & { before: object },
  ) {
    const changed = await this.dataSource.transaction(async (manager) => {
      const repository = manager.getRepository(MemberEntity);
      const member = await repository.findOne({
        where: { id, status: Not('WITHDRAWN') },
        lock: { mode: 'pessimistic_write' },
      });
      if (!member) throw notFound();
      const { before, ...values } = patch(member);
      const saved = await repository.save({ ...member, ...values });
      await record(manager, {
        subject: 'MEMBER',
        subjectId: id,
        action: 'UPDATE',
        changedBy: admin.id,
        before,
        after: values,
      });
      return memberView(saved);
    });
    // A restored member's next request, in this process, is let in (its notice heard here).
    await this.changes.caughtUp();
    return changed;
  }
}
