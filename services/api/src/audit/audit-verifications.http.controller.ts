import { Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { AuditAccess, CurrentMember, type SessionMember } from '../auth';
import { ApiException } from '../errors';
import { ApiErrors, ApiName } from '../api-docs';
import { RecentRequestDto } from './audit.request.dto';
import { VerificationRuns } from './verification/verification-runs.service';

const notFound = () => ApiException.notFound('AUDIT.VERIFICATION_NOT_FOUND');

/** Verification runs: started here, polled for progress, listed with who ran them (AUDITOR, ADMIN). */
@ApiTags('audit')
@Controller('audit')
@AuditAccess()
export class AuditVerificationsHttpController {
  constructor(private readonly runs: VerificationRuns) {}

  @Post('projections/:name/verifications')
  @HttpCode(202)
  @ApiName('auditStartVerification')
  @ApiErrors(404, 'ORDER_API.UNKNOWN_PROJECTION')
  @ApiOperation({ summary: 'Start verifying a projection; poll the run for progress and differences' })
  start(@CurrentMember() auditor: SessionMember, @Param('name') name: string) {
    return this.runs.start(name, auditor.id);
  }

  @Get('verifications')
  @ApiName('auditRecentVerifications')
  @ApiOperation({ summary: 'The last verification runs, newest first, with who started them' })
  recent(@Query() query: RecentRequestDto) {
    return this.runs.recent(query.limit ?? 20);
  }

  @Get('verifications/:id')
  @ApiName('auditVerification')
  @ApiErrors(404, 'AUDIT.VERIFICATION_NOT_FOUND')
  @ApiOperation({ summary: 'One run: events replayed of total, then the rows that differ' })
  run(@Param('id', new ParseUUIDPipe({ exceptionFactory: notFound })) id: string) {
    return this.runs.find(id);
  }
}
