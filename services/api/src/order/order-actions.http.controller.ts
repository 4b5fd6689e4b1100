import { ApiErrors, ApiEtag, ApiIdempotencyKey, ApiIfMatch, ApiName } from '../api-docs';
import { Body, Controller, HttpCode, Param, Post, Put, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Address, RefundAccount } from '@slabworks/domain';
import { CurrentMember, SameRegion, type SessionMember } from '../auth';
import { memberActor } from './core/order-caller';
import { OrderCommandExecutor, type OrderCommandResult } from './core/order-command.executor';
import {
  CancelOrderRequestDto,
  RefundAccountRequestDto,
  RefundRequestDto,
  ShipmentRequestDto,
  ShippingAddressRequestDto,
} from './dto/order-action.request.dto';
import { commandContext } from './http/command-context';
import { requestUngradableRefund } from './commands/request-refund/request-refund.builder';
import {
  addressProblems,
  reasonProblems,
  refundAccountProblems,
  shipmentProblems,
} from './http/order-input.checks';
import { commandAnswer, idempotencyKey, OrderIdPipe, rejectInvalid, sendEtag } from './http/order-http';
import { IdempotencyStore, type IdempotentIds } from './idempotency/idempotency.store';

/** What a member may do to a placed order; the rule table (spec §4) is enforced by decide. */
@ApiTags('orders')
@Controller('orders/:id')
@SameRegion()
@ApiEtag()
@ApiIfMatch()
export class OrderActionsHttpController {
  constructor(
    private readonly commands: OrderCommandExecutor,
    private readonly idempotency: IdempotencyStore,
  ) {}

  @Post('inbound-shipment')
  @HttpCode(200)
  @ApiOperation({ summary: 'Own shipping: courier and tracking no. of the cards sent to us' })
  @ApiIdempotencyKey()
  @ApiName('registerInboundShipment')
  @ApiErrors(409, 'ORDER.NOT_SELF_SHIPPING', 'ORDER.CANCELLED')
  inbound(
    @CurrentMember() member: SessionMember,
    @Param('id', OrderIdPipe) orderId: string,
    @Body() body: ShipmentRequestDto,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    rejectInvalid(shipmentProblems(body));
    return this.once(member, req, reply, `POST /orders/${orderId}/inbound-shipment`, body, ({ commandId }) =>
      this.commands.execute(commandContext(req, memberActor(member), orderId, commandId), {
        type: 'RegisterInboundShipment',
        data: { courier: body.courier, trackingNumber: body.trackingNumber },
      }),
    );
  }

  @Put('shipping-address')
  @ApiOperation({ summary: 'Change the return address while the stage allows it' })
  @ApiName('changeShippingAddress')
  @ApiErrors(409, 'ORDER.ADDRESS_NOT_CHANGEABLE')
  address(
    @CurrentMember() member: SessionMember,
    @Param('id', OrderIdPipe) orderId: string,
    @Body() body: ShippingAddressRequestDto,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    rejectInvalid(addressProblems(body.returnAddress, member.region));
    return this.once(member, req, reply, `PUT /orders/${orderId}/shipping-address`, body, ({ commandId }) =>
      this.commands.execute(commandContext(req, memberActor(member), orderId, commandId), {
        type: 'ChangeShippingAddress',
        data: { returnAddress: { ...body.returnAddress } as Address },
      }),
    );
  }

  @Post('cancel')
  @HttpCode(200)
  @ApiOperation({ summary: 'Cancel while cancellable; a paid order is refunded' })
  @ApiIdempotencyKey()
  @ApiName('cancelOrder')
  @ApiErrors(409, 'ORDER.NOT_CANCELLABLE', 'ORDER.ALREADY_CANCELLED', 'ORDER.REFUND_ACCOUNT_REQUIRED')
  cancel(
    @CurrentMember() member: SessionMember,
    @Param('id', OrderIdPipe) orderId: string,
    @Body() body: CancelOrderRequestDto,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const account = body.refundAccount;
    rejectInvalid([
      ...reasonProblems(body.reason),
      ...(account ? refundAccountProblems(account, 'refundAccount.') : []),
    ]);
    return this.once(member, req, reply, `POST /orders/${orderId}/cancel`, body, ({ commandId }) =>
      this.commands.execute(commandContext(req, memberActor(member), orderId, commandId), {
        type: 'CancelOrder',
        data: {
          reason: body.reason,
          ...(account ? { refundAccount: { ...account } as RefundAccount } : {}),
        },
      }),
    );
  }

  @Put('refund-account')
  @ApiOperation({ summary: 'Bank account for a bank-transfer refund' })
  @ApiName('setRefundAccount')
  @ApiErrors(409, 'ORDER.NOT_REFUNDABLE', 'ORDER.REFUND_ACCOUNT_REJECTED')
  refundAccount(
    @CurrentMember() member: SessionMember,
    @Param('id', OrderIdPipe) orderId: string,
    @Body() body: RefundAccountRequestDto,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    rejectInvalid(refundAccountProblems(body));
    return this.once(member, req, reply, `PUT /orders/${orderId}/refund-account`, body, ({ commandId }) =>
      this.commands.execute(commandContext(req, memberActor(member), orderId, commandId), {
        type: 'RegisterRefundAccount',
        data: { bank: body.bank, accountNumber: body.accountNumber, holderName: body.holderName },
      }),
    );
  }

  @Post('refund-request')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Ask for the refund of every ungradable card not refunded yet (the rule table allows it)',
  })
  @ApiIdempotencyKey()
  @ApiName('requestRefund')
  @ApiErrors(409, 'ORDER.NOT_REFUNDABLE', 'ORDER.NOTHING_TO_REFUND', 'ORDER.PARTIAL_CANCEL_PENDING')
  refundRequest(
    @CurrentMember() member: SessionMember,
    @Param('id', OrderIdPipe) orderId: string,
    @Body() body: RefundRequestDto,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    rejectInvalid(body.reason?.trim() ? reasonProblems(body.reason) : []);
    return this.once(member, req, reply, `POST /orders/${orderId}/refund-request`, body, ({ commandId }) =>
      this.commands.execute(
        commandContext(req, memberActor(member), orderId, commandId),
        requestUngradableRefund({ reason: body.reason ?? '', trackingNumber: body.trackingNumber }),
      ),
    );
  }

  private async once(
    member: SessionMember,
    req: FastifyRequest,
    reply: FastifyReply,
    route: string,
    body: unknown,
    run: (ids: IdempotentIds) => Promise<OrderCommandResult>,
  ) {
    const answer = await this.idempotency.run(
      { memberId: member.id, key: idempotencyKey(req), route, body },
      async (ids) => commandAnswer(await run(ids)),
    );
    sendEtag(reply, answer.revision);
    return answer;
  }
}
