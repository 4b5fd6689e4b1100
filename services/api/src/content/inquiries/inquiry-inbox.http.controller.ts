import { Body, Controller, Get, Param, ParseUUIDPipe, Put, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { DataSource, IsNull, Not } from 'typeorm';
import { ConsoleAccess, CurrentMember, type SessionMember } from '../../auth';
import { ApiException } from '../../errors';
import { record } from '../../console-changes';
import { PartnershipInquiryEntity } from '../persistence/partnership-inquiry.entity';
import { withHandlers, type InquiryInboxRow } from './inquiry-handlers';
import { InquiryHandledRequestDto, InquiryInboxRequestDto } from './inquiry-inbox.request.dto';

const notFound = () => ApiException.notFound('CONTENT.NOT_FOUND');

/**
 * The partnership-inquiry inbox: newest first, marked handled (by whom, when) once answered. Every
 * answer names the staff member who handled it (inquiry-handlers.ts).
 */
@ApiTags('console: content')
@Controller('console/content/inquiries')
@ConsoleAccess()
export class InquiryInboxHttpController {
  constructor(private readonly dataSource: DataSource) {}

  @Get()
  @ApiOperation({ summary: 'Partnership inquiries, newest first; handled=false for the open ones' })
  async list(@Query() query: InquiryInboxRequestDto): Promise<{ rows: InquiryInboxRow[]; count: number }> {
    const handled = query.handled === undefined ? undefined : query.handled === 'true';
    const [rows, count] = await this.dataSource.getRepository(PartnershipInquiryEntity).findAndCount({
      where: handled === undefined ? {} : { handledAt: handled ? Not(IsNull()) : IsNull() },
      order: { createdAt: 'DESC', id: 'ASC' },
      skip: query.offset,
      take: query.limit,
    });
    return { rows: await withHandlers(this.dataSource.manager, rows), count };
  }

  @Put(':id/handled')
  @ApiOperation({ summary: 'Mark an inquiry handled (or open again)' })
  setHandled(
    @CurrentMember() staff: SessionMember,
    @Param('id', new ParseUUIDPipe({ exceptionFactory: notFound })) id: string,
    @Body() body: InquiryHandledRequestDto,
  ): Promise<InquiryInboxRow> {
    return this.dataSource.transaction(async (manager) => {
      const repository = manager.getRepository(PartnershipInquiryEntity);
      const before = await repository.findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!before) throw notFound();
      const after = await repository.save({
        ...before,
        handledAt: body.handled ? (before.handledAt ?? new Date()) : null,
        handledBy: body.handled ? (before.handledBy ?? staff.id) : null,
      });
      await record(manager, {
        subject: 'PARTNERSHIP_INQUIRY',
        subjectId: id,
        action: 'UPDATE',
        changedBy: staff.id,
        before: { handledAt: before.handledAt, handledBy: before.handledBy },
        after: { handledAt: after.handledAt, handledBy: after.handledBy },
      });
      const [row] = await withHandlers(manager, [after]);
      return row!;
    });
  }
}
