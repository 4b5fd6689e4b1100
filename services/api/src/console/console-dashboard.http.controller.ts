import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ConsoleAccess } from '../auth';
import { ConsoleDashboardQuery } from './queries/dashboard/dashboard.query';

@ApiTags('console: dashboard')
@Controller('console/dashboard')
@ConsoleAccess()
export class ConsoleDashboardHttpController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @ApiOperation({
    summary:
      'Orders per display stage and processing status, today’s received and shipped, overdue orders, turnaround per stage (30 days)',
  })
  get() {
    return this.queries.execute(new ConsoleDashboardQuery(new Date()));
  }
}
