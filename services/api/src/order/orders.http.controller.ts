import { ApiErrors, ApiEtag, ApiIdempotencyKey, ApiName } from '../api-docs';
import { Body, Controller, Get, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { OrderListTab } from '@slabworks/domain';
import { CurrentMember, SameRegion, type SessionMember } from '../auth';
import { ApiException } from '../errors';
import { toOrderDraft } from './commands/place-order/order-input.mapper';
import { PlaceOrderBuilder } from './commands/place-order/place-order.builder';
import { memberActor } from './core/order-caller';
import { OrderCommandExecutor } from './core/order-command.executor';
import { OrderInputRequestDto, PlaceOrderRequestDto } from './dto/order-input.request.dto';
import { MinRevisionRequestDto, OrderListRequestDto } from './dto/order-list.request.dto';
import { writtenRevisionOf } from './dto/written-revision.request.dto';
import { commandContext } from './http/command-context';
import { idempotencyKey, OrderIdPipe, sendEtag } from './http/order-http';
import { IdempotencyStore } from './idempotency/idempotency.store';
import { FaultPoints } from './placement/fault-points';
import { OrderPlacement } from './placement/order-placement.service';
import { GetMemberOrderQuery } from './queries/get-member-order/get-member-order.query';
import { ListMemberOrdersQuery } from './queries/list-member-orders/list-member-orders.query';
import { PriceQuoteQuery } from './queries/price-quote/price-quote.query';
import { SentNotifications } from './read-model/sent-notifications';
import { memberOrderDetail, memberOrderSummary } from './views/member-order.view';

const TAB_OF_PARAM: Record<string, OrderListTab> = {
  all: 'all',
  'in-process': 'inProcess',
  cancel: 'cancel',
  refund: 'refund',
  complete: 'complete',
};

/** A cart's coupon and price refusals (the quote and the order price it the same way). */
const PRICING_REFUSALS = [
  'COUPON.ALREADY_USED',
  'COUPON.NOT_APPLICABLE',
  'COUPON.PAUSED',
  'COUPON.EXPIRED',
  'COUPON.EXHAUSTED',
  'COUPON.NOT_STARTED',
  'COUPON.NOT_REGISTERED',
  'PRICING.VIP_COUPON_NOT_ALLOWED',
  'PRICING.COUPON_MINIMUM_NOT_MET',
  'PRICING.SERVICE_NOT_PRICED',
  'PRICING.ORDER_TYPE_NOT_ALLOWED',
  'PRICING.CURRENCY_MISMATCH',
  'PRICING.INVALID_AMOUNT',
] as const;
@ApiTags('orders')
@Controller('orders')
@SameRegion()
export class OrdersHttpController {
  constructor(
    private readonly commands: OrderCommandExecutor,
    private readonly placing: PlaceOrderBuilder,
    private readonly queries: QueryBus,
    private readonly idempotency: IdempotencyStore,
    private readonly notifications: SentNotifications,
    private readonly placement: OrderPlacement,
    private readonly faults: FaultPoints,
  ) {}

  @Post('price-quote')
  @HttpCode(200)
  @ApiErrors(400, ...PRICING_REFUSALS)
  @ApiOperation({ summary: 'Server-side price of a cart (the same pricing the order uses); stores nothing' })
  @ApiName('quotePrice')
  quote(@CurrentMember() member: SessionMember, @Body() body: OrderInputRequestDto) {
    return this.queries.execute(new PriceQuoteQuery(member, toOrderDraft(body)));
  }

  @Post()
  @ApiOperation({
    summary: 'Place an order (GENERAL, SIMPLE → EXP, BULK, REHOLDER), directly or from a draft',
  })
  @ApiIdempotencyKey()
  @ApiName('placeOrder')
  @ApiErrors(400, ...PRICING_REFUSALS)
  @ApiErrors(404, 'ORDER.NOT_FOUND')
  @ApiErrors(
    409,
    'ORDER.ALREADY_EXISTS',
    'ORDER.DRAFT_DISCARDED',
    'ORDER.NOT_A_DRAFT',
    'ORDER.PRICING_MISMATCH',
  )
  place(
    @CurrentMember() member: SessionMember,
    @Body() body: PlaceOrderRequestDto,
    @Req() req: FastifyRequest,
  ) {
    return this.idempotency.run(
      { memberId: member.id, key: idempotencyKey(req), route: 'POST /orders', body },
      async ({ commandId, orderId, fresh, withAnswer }) => {
        const id = body.draftId ? new OrderIdPipe().transform(body.draftId) : orderId;
        const context = commandContext(req, memberActor(member), id, commandId);
        const placing = {
          orderId: id,
          commandId,
          caller: member,
          input: toOrderDraft(body),
          fromDraft: Boolean(body.draftId),
          at: new Date(),
        };
        // The builder reserves the coupons and photos; settling confirms them (OrderPlaced is in the
        // stream) or gives them back. A crash before settling is the worker's sweep's to settle.
        const result = await this.commands
          .execute(context, this.placing.for(placing), { newOrder: fresh && !body.draftId })
          .catch(async (error: unknown) => {
            await this.placement.settle(id, commandId).catch(() => undefined); // else the sweep does
            throw error;
          });
        this.faults.reached('placing.appended');
        const pricing = result.state.order?.pricing;
        // The folded state holds the OrderPlaced just appended (or replayed): it names the holds,
        // confirmed in the statement that stores the answer (else the sweep confirms them).
        if (result.state.order)
          withAnswer(
            this.placement.confirmation(id, {
              photos: result.state.order.photos,
              couponIds: pricing?.discount?.couponIds ?? [],
            }),
          );
        else await this.placement.settle(id, commandId).catch(() => undefined); // else the sweep does
        return {
          orderId: result.orderId,
          orderNumber: result.state.order?.orderNumber ?? null,
          revision: result.revision,
          status: result.state.status,
          orderType: pricing?.orderType ?? null,
          totalQt: pricing?.counts.totalQt ?? 0,
          totalAmount: pricing?.totalAmount ?? 0,
          currency: pricing?.currency ?? null,
        };
      },
    );
  }

  @Get()
  @ApiOperation({
    summary: "The member's orders in one tab (search by order number), with every tab's count",
  })
  @ApiName('listOrders')
  async list(@CurrentMember() member: SessionMember, @Query() query: OrderListRequestDto) {
    const page = await this.queries.execute(
      new ListMemberOrdersQuery(
        member.id,
        TAB_OF_PARAM[query.tab ?? 'all']!,
        query.page ?? 1,
        query.size ?? 20,
        writtenRevisionOf(query),
        query.q || null,
      ),
    );
    const { counts, ...rows } = page;
    const countOf = Object.fromEntries(
      Object.entries(TAB_OF_PARAM).map(([param, tab]) => [param, counts[tab] ?? 0]),
    ) as Record<keyof typeof TAB_OF_PARAM, number>;
    return { ...rows, items: rows.items.map(memberOrderSummary), counts: countOf };
  }

  @Get(':id')
  @ApiOperation({
    summary: 'Order detail: display stage, allowed actions, items, amounts, shipping, timeline',
  })
  @ApiName('getOrder')
  @ApiEtag()
  @ApiErrors(404, 'ORDER.NOT_FOUND')
  async detail(
    @CurrentMember() member: SessionMember,
    @Param('id', OrderIdPipe) orderId: string,
    @Query() query: MinRevisionRequestDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const row = await this.queries.execute(new GetMemberOrderQuery(member.id, orderId, query.minRevision));
    if (row.status === 'TEMP_SAVED') throw ApiException.notFound('ORDER.NOT_FOUND'); // drafts: /orders/drafts
    sendEtag(reply, row.revision);
    return memberOrderDetail(row, await this.notifications.of(orderId));
  }
}
