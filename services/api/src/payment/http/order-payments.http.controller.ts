import { ApiErrors, ApiName } from '../../openapi/api-docs.decorators';
import { Body, Controller, HttpCode, Param, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { CurrentMember, SameRegion, type SessionMember } from '../../auth';
import { OrderIdPipe } from '../../order/http/order-http';
import { PayOrderService, type WindowAttempt } from '../flow/pay-order.service';
import { requestLanguage } from '../../i18n/request-language';
import { WindowFailureService } from '../flow/window-failure.service';
import { PayOrderRequestDto } from './pay-order.request.dto';
import { StartPaymentAttemptRequestDto } from './start-payment-attempt.request.dto';
import { WindowFailureRequestDto } from './window-failure.request.dto';

@ApiTags('payments')
@Controller('orders/:id/payments')
@SameRegion()
export class OrderPaymentsHttpController {
  constructor(
    private readonly payments: PayOrderService,
    private readonly failures: WindowFailureService,
  ) {}

  @Post()
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Pay a placed order (again after a failed attempt): card/transfer settle now, a virtual account waits for the deposit; a decline is 402 with data.reason',
  })
  @ApiName('payOrder')
  @ApiErrors(400, 'PAYMENT.METHOD_NOT_SUPPORTED', 'ORDER.PAYMENT_AMOUNT_MISMATCH')
  @ApiErrors(402, 'PAYMENT.DECLINED')
  @ApiErrors(404, 'ORDER.NOT_FOUND')
  @ApiErrors(409, 'ORDER.NOT_PAYABLE', 'ORDER.ALREADY_PAID', 'ORDER.CANCELLED', 'PAYMENT.ATTEMPT_IN_PROGRESS')
  pay(
    @CurrentMember() member: SessionMember,
    @Param('id', OrderIdPipe) orderId: string,
    @Body() body: PayOrderRequestDto,
    @Req() req: FastifyRequest,
  ) {
    return this.payments.pay(member.id, orderId, body, String(req.id));
  }

  @Post('attempts')
  @HttpCode(201)
  @ApiOperation({
    summary:
      "A payment window is about to open (card, transfer, mobile, quick pay, gift card): a new attempt with its own provider order id (the window's orderId), the server's amount, the order name and the customerKey",
  })
  @ApiName('startPaymentAttempt')
  @ApiErrors(404, 'ORDER.NOT_FOUND')
  @ApiErrors(409, 'ORDER.NOT_PAYABLE', 'ORDER.ALREADY_PAID', 'ORDER.CANCELLED')
  startAttempt(
    @CurrentMember() member: SessionMember,
    @Param('id', OrderIdPipe) orderId: string,
    @Body() body: StartPaymentAttemptRequestDto,
    @Req() req: FastifyRequest,
  ): Promise<WindowAttempt> {
    return this.payments.openWindow(member.id, orderId, body, requestLanguage(req));
  }

  @Post('failures')
  @HttpCode(200)
  @ApiOperation({
    summary:
      "The payment window came back failed (Toss's fail URL): recorded on the order, answered as a stable reason and a translated message; the order stays payable",
  })
  @ApiName('recordPaymentWindowFailure')
  @ApiErrors(404, 'ORDER.NOT_FOUND')
  @ApiErrors(409, 'ORDER.NOT_PAYABLE', 'ORDER.ALREADY_PAID', 'ORDER.CANCELLED')
  windowFailure(
    @CurrentMember() member: SessionMember,
    @Param('id', OrderIdPipe) orderId: string,
    @Body() body: WindowFailureRequestDto,
    @Req() req: FastifyRequest,
  ) {
    return this.failures.record(member.id, orderId, body, requestLanguage(req), String(req.id));
  }
}
