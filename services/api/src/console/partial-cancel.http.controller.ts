import { ApiErrors } from '../api-docs';
import { Body, Controller, HttpCode, Inject, Param, Post, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { decide, foldOrder, refundableAmount } from '@slabworks/domain';
import type { EventStore } from '@slabworks/event-store';
import { readOrderHistory } from '@slabworks/order-commands';
import { ConsoleAccess, CurrentMember, type SessionMember } from '../auth';
import { ApiException } from '../errors';
import { EVENT_STORE } from '../event-store';
import {
  staffActor,
  OrderCommandExecutor,
  commandAnswer,
  OrderIdPipe,
  rejectInvalid,
  sendEtag,
  reasonProblems,
} from '../order';
import { PartialCancelRequestDto } from './console.request.dto';
import { staffContext } from './staff-context';

/**
 * Partial cancel of ungradable cards: a preview (the domain's own decision, nothing appended) so the
 * operator sees the refund before confirming, the request, and its completion (then the refund).
 */
@ApiTags('console: orders')
@Controller('console/orders/:id/partial-cancel')
@ConsoleAccess()
export class PartialCancelHttpController {
  constructor(
    private readonly commands: OrderCommandExecutor,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  @Post('preview')
  @ApiErrors(400, 'ORDER.ITEM_NOT_UNGRADABLE', 'ORDER.UNKNOWN_ITEM', 'ORDER.ITEM_ALREADY_CANCELLED')
  @HttpCode(200)
  @ApiOperation({ summary: 'The refund a partial cancel of these items would make; nothing is stored' })
  async preview(
    @CurrentMember() staff: SessionMember,
    @Param('id', OrderIdPipe) orderId: string,
    @Body() body: PartialCancelRequestDto,
  ) {
    rejectInvalid(reasonProblems(body.reason));
    const state = foldOrder((await readOrderHistory(this.store, orderId)).events);
    if (state.order === null || state.discarded) throw ApiException.notFound('ORDER.NOT_FOUND');
    const [event] = decide(
      {
        type: 'RequestPartialCancel',
        data: { itemIds: body.itemIds, reason: body.reason },
        metadata: { now: new Date().toISOString(), actor: staffActor(staff) },
      },
      state,
    );
    const amount = (event!.data as { amount: number }).amount;
    const items = state.items
      .filter((item) => body.itemIds.includes(item.itemId))
      .map((item) => ({ itemId: item.itemId, price: item.price }));
    return {
      itemIds: body.itemIds,
      items,
      amount,
      refundableNow: refundableAmount(state),
      currency: state.order.pricing.currency,
    };
  }

  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: 'Request the partial cancel (REQUEST_PARTIAL_CANCELED)' })
  async request(
    @CurrentMember() staff: SessionMember,
    @Param('id', OrderIdPipe) orderId: string,
    @Body() body: PartialCancelRequestDto,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    rejectInvalid(reasonProblems(body.reason));
    const data = { itemIds: body.itemIds, reason: body.reason.trim() };
    const result = await this.commands.execute(staffContext(req, staff, orderId, 'partial-cancel'), {
      type: 'RequestPartialCancel',
      data,
    });
    sendEtag(reply, result.revision);
    return commandAnswer(result);
  }

  @Post('complete')
  @HttpCode(200)
  @ApiOperation({ summary: 'Complete the pending partial cancel; the refund follows' })
  async complete(
    @CurrentMember() staff: SessionMember,
    @Param('id', OrderIdPipe) orderId: string,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const result = await this.commands.execute(staffContext(req, staff, orderId, 'partial-cancel-complete'), {
      type: 'CompletePartialCancel',
      data: {},
    });
    sendEtag(reply, result.revision);
    return commandAnswer(result);
  }
}
