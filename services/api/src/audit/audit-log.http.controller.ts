import { Readable } from 'node:stream';
import { Controller, Get, Param, ParseUUIDPipe, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { AuditAccess, CurrentMember, type SessionMember } from '../auth';
import { ApiException } from '../errors';
import { ApiErrors, ApiName } from '../api-docs';
import { ActivityRequestDto, RangeExportRequestDto, RecentRequestDto } from './audit.request.dto';
import { ActivityQuery } from './activity/activity.query';
import { RangeExportService } from './export/range-export.service';

const notFound = () => ApiException.notFound('AUDIT.EXPORT_NOT_FOUND');

/** The header naming the export's record, where its SHA-256 appears once the last byte is sent. */
export const EXPORT_ID_HEADER = 'x-export-id';

/** Across orders: every event of a date range as a download, and who did what (AUDITOR, ADMIN). */
@ApiTags('audit')
@Controller('audit')
@AuditAccess()
export class AuditLogHttpController {
  constructor(
    private readonly exports: RangeExportService,
    private readonly queries: QueryBus,
  ) {}

  @Get('events/export')
  @ApiName('auditExportRange')
  @ApiProduces('application/x-ndjson')
  @ApiErrors(400, 'AUDIT.EXPORT_RANGE_TOO_WIDE')
  @ApiOperation({
    summary: 'Every event recorded in [from, to) as JSON Lines, streamed; X-Export-Id names its record',
  })
  async exportRange(
    @CurrentMember() auditor: SessionMember,
    @Query() query: RangeExportRequestDto,
    @Res() reply: FastifyReply,
  ) {
    const { id, lines } = await this.exports.start(query.from, query.to, auditor.id);
    const day = (iso: string) => iso.slice(0, 10);
    void reply
      .status(200)
      .header('content-type', 'application/x-ndjson; charset=utf-8')
      .header(
        'content-disposition',
        `attachment; filename="events-${day(query.from)}-${day(query.to)}.jsonl"`,
      )
      .header(EXPORT_ID_HEADER, id)
      .header('cache-control', 'no-store')
      .send(Readable.from(lines, { objectMode: false }));
  }

  @Get('exports')
  @ApiName('auditRecentExports')
  @ApiOperation({ summary: 'The last range exports: who, when, how many events, SHA-256' })
  recent(@Query() query: RecentRequestDto) {
    return this.exports.recent(query.limit ?? 20);
  }

  @Get('exports/:id')
  @ApiName('auditExportRecord')
  @ApiErrors(404, 'AUDIT.EXPORT_NOT_FOUND')
  @ApiOperation({ summary: 'One range export: its status, size and SHA-256 once finished' })
  record(@Param('id', new ParseUUIDPipe({ exceptionFactory: notFound })) id: string) {
    return this.exports.find(id);
  }

  @Get('activity')
  @ApiName('auditActivity')
  @ApiOperation({ summary: 'Events by actor, type and time, in log order, in keyset pages' })
  activity(@Query() query: ActivityRequestDto) {
    return this.queries.execute(
      new ActivityQuery(
        { role: query.role, actorId: query.actorId, type: query.type, from: query.from, to: query.to },
        query.after,
        query.limit ?? 50,
      ),
    );
  }
}
