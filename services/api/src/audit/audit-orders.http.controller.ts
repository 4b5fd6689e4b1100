import { createHash } from 'node:crypto';
import { Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { AuditAccess } from '../auth';
import { ApiException } from '../errors';
import { ApiErrors, ApiName } from '../api-docs';
import { OrderIdPipe } from '../order';
import { ActorDirectory } from './actors/actor-directory';
import { FindAuditOrdersRequestDto, StateAtRequestDto } from './audit.request.dto';
import { VerifyProjectionCommand } from './commands/verify-projection/verify-projection.command';
import type { AuditEvent } from './events/audit-event';
import { FindAuditOrdersQuery } from './queries/find-orders/find-orders.query';
import { OrderEventsQuery } from './queries/order-events/order-events.query';
import { OrderStateAtQuery } from './queries/order-state-at/order-state-at.query';

export interface AuditEventView extends AuditEvent {
  /** The actor's nickname (or e-mail) now; null for the worker, a provider or an unknown actor. */
  actorName: string | null;
}

/** The header carrying an export's hex SHA-256, so a saved copy can be checked later. */
export const SHA256_HEADER = 'x-content-sha256';

/** Auditors read history, replay state as of then, export, and verify read models (AUDITOR, ADMIN). */
@ApiTags('audit')
@Controller('audit')
@AuditAccess()
export class AuditOrdersHttpController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly actors: ActorDirectory,
  ) {}

  @Get('orders')
  @ApiName('auditFindOrders')
  @ApiOperation({ summary: 'Find orders by order no., e-mail, creation range or certification no.' })
  find(@Query() query: FindAuditOrdersRequestDto) {
    return this.queries.execute(
      new FindAuditOrdersQuery(
        {
          orderNumber: query.orderNumber,
          email: query.email,
          from: query.from,
          to: query.to,
          certificationNumber: query.certificationNumber,
        },
        query.page ?? 1,
        query.size ?? 20,
      ),
    );
  }

  @Get('orders/:id/events')
  @ApiOperation({ summary: 'Every event: type, revision, global position, actor, time, payload' })
  async events(@Param('id', OrderIdPipe) orderId: string): Promise<AuditEventView[]> {
    const events = await this.queries.execute(new OrderEventsQuery(orderId));
    const names = await this.actors.namesOf(events.map((e) => e.actor));
    return events.map((e) => ({ ...e, actorName: e.actor ? (names.get(e.actor.id) ?? null) : null }));
  }

  @Get('orders/:id/state')
  @ApiErrors(400, 'AUDIT.REVISION_BEYOND_END', 'AUDIT.BEFORE_ORDER_EXISTED')
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
  @ApiOperation({ summary: 'The stream as JSON Lines, one event per line; X-Content-SHA256 is its hash' })
  async export(@Param('id', OrderIdPipe) orderId: string, @Res() reply: FastifyReply) {
    const events = await this.queries.execute(new OrderEventsQuery(orderId));
    const body = events.map((e) => JSON.stringify(e)).join('\n') + '\n';
    void reply
      .status(200)
      .header('content-type', 'application/x-ndjson; charset=utf-8')
      .header('content-disposition', `attachment; filename="order-${orderId}.jsonl"`)
      .header(SHA256_HEADER, createHash('sha256').update(body).digest('hex'))
      .send(body);
  }

  @Post('projections/:name/verify')
  @HttpCode(200)
  @ApiOperation({ summary: 'Rebuild into scratch tables and report every row that differs from live' })
  verify(@Param('name') name: string) {
    return this.commands.execute(new VerifyProjectionCommand(name));
  }
}
