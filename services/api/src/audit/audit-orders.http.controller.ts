import { Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { AuditAccess } from '../auth';
import { ApiException } from '../errors/api.exception';
import { OrderIdPipe } from '../order/http/order-http';
import { StateAtRequestDto } from './audit.request.dto';
import { VerifyProjectionCommand } from './commands/verify-projection/verify-projection.command';
import { OrderEventsQuery } from './queries/order-events/order-events.query';
import { OrderStateAtQuery } from './queries/order-state-at/order-state-at.query';

/** Auditors read history, replay state as of then, export, and verify read models (AUDITOR, ADMIN). */
@ApiTags('audit')
@Controller('audit')
@AuditAccess()
export class AuditOrdersHttpController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('orders/:id/events')
  @ApiOperation({ summary: 'Every event: type, revision, global position, actor, time, payload' })
  events(@Param('id', OrderIdPipe) orderId: string) {
    return this.queries.execute(new OrderEventsQuery(orderId));
  }

  @Get('orders/:id/state')
  @ApiOperation({ summary: 'State as of ?revision=<n> or ?at=<ISO time> (the same fold the commands use)' })
  state(@Param('id', OrderIdPipe) orderId: string, @Query() query: StateAtRequestDto) {
    if ((query.revision === undefined) === (query.at === undefined)) {
      throw ApiException.validation([{ field: 'revision', rule: 'oneOfRevisionOrAt', params: {} }]);
    }
    return this.queries.execute(
      new OrderStateAtQuery(
        orderId,
        query.revision !== undefined ? { revision: query.revision } : { at: query.at },
      ),
    );
  }

  @Get('orders/:id/export')
  @ApiProduces('application/x-ndjson')
  @ApiOperation({ summary: 'The stream as JSON Lines, one event per line' })
  async export(@Param('id', OrderIdPipe) orderId: string, @Res() reply: FastifyReply) {
    const events = await this.queries.execute(new OrderEventsQuery(orderId));
    const body = events.map((e) => JSON.stringify(e)).join('\n') + '\n';
    void reply
      .status(200)
      .header('content-type', 'application/x-ndjson; charset=utf-8')
      .header('content-disposition', `attachment; filename="order-${orderId}.jsonl"`)
      .send(body);
  }

  @Post('projections/:name/verify')
  @HttpCode(200)
  @ApiOperation({ summary: 'Rebuild into scratch tables and report every row that differs from live' })
  verify(@Param('name') name: string) {
    return this.commands.execute(new VerifyProjectionCommand(name));
  }
}
