import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { orderById, type OrderRow } from '@slabworks/read-models';
import { DataSource } from 'typeorm';
import { CurrentMember, SameRegion, type SessionMember } from '../auth';
import { ApiErrors, ApiName } from '../api-docs';
import { OrderIdPipe } from './http/order-http';
import { OrderChangesListener } from './live/order-changes.listener';
import { GetMemberOrderQuery } from './queries/get-member-order/get-member-order.query';

// Below the idle timeouts of common proxies (60 s), so an idle stream is not cut.
const KEEP_ALIVE_MS = 20_000;

@ApiTags('orders')
@Controller('orders')
@SameRegion()
export class OrderEventsHttpController {
  constructor(
    private readonly queries: QueryBus,
    private readonly db: DataSource,
    private readonly changes: OrderChangesListener,
  ) {}

  @Get(':id/events/stream')
  @ApiProduces('text/event-stream')
  @ApiName('streamOrderEvents')
  @ApiErrors(404, 'ORDER.NOT_FOUND')
  @ApiOperation({
    summary: 'Live order changes (Server-Sent Events)',
    description:
      'An `order` event `{orderId, revision, status, processingStatus, displayStage}` at once and after ' +
      'every change of the read model (any api process, via PostgreSQL NOTIFY); then GET /api/orders/:id ' +
      '?minRevision=<revision>. A comment line every 20 s keeps the stream open. Poll when it fails.',
  })
  async stream(
    @CurrentMember() member: SessionMember,
    @Param('id', OrderIdPipe) orderId: string,
    @Req() req: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    // Refusals (404, another member's order) are answered as usual, before the stream starts.
    const first = await this.queries.execute(new GetMemberOrderQuery(member.id, orderId));
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      ...(reply.getHeaders() as Record<string, string>),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    let sent = -1;
    const send = (row: OrderRow) => {
      if (row.revision <= sent) return; // a rebuild or a second wake-up changes nothing
      sent = row.revision;
      const data = {
        orderId,
        revision: row.revision,
        status: row.status,
        processingStatus: row.processingStatus,
        displayStage: row.displayStage,
      };
      raw.write(`id: ${row.revision}\nevent: order\ndata: ${JSON.stringify(data)}\n\n`);
    };
    send(first);

    let reading: Promise<void> | null = null;
    let again = false;
    const reread = () => {
      if (reading) {
        again = true;
        return;
      }
      reading = (async () => {
        do {
          again = false;
          const row = await orderById(this.db, orderId).catch(() => null);
          if (row && !raw.destroyed) send(row);
        } while (again);
      })().finally(() => (reading = null));
    };
    const unsubscribe = this.changes.subscribe(orderId, reread);
    const keepAlive = setInterval(() => raw.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
    req.raw.on('close', () => {
      clearInterval(keepAlive);
      unsubscribe();
    });
  }
}
