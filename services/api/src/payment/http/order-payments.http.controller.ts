import { ApiErrors, ApiName } from '../../api-docs';
import { Body, Controller, HttpCode, HttpStatus, Param, Post, Req } from '@nestjs/common';
import { identityRequiredBeforePaying } from '@slabworks/domain';
import { ApiException } from '../../errors';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { CurrentMember, SameRegion, type SessionMember } from '../../auth';
import { OrderIdPipe } from '../../order';
import { PayOrderService, type WindowAttempt } from '../flow/pay-order.service';
import { requestLanguage } from '../../i18n';
import { WindowFailureService } from '../flow/window-failure.service';
import { PayOrderRequestDto } from './pay-order.request.dto';
import { StartPaymentAttemptRequestDto } from './start-payment-attempt.request.dto';
import { WindowFailureRequestDto } from './window-failure.request.dto';

/**
 * Spec §1: "identity verification [is] required before paying". An unverified member (mbStatus not
 * APPROVED) is refused before anything is charged, opened or recorded: 409
 * MEMBER.IDENTITY_NOT_VERIFIED, data.verifyBy IDENTITY (본인인증) or PHONE (Taiwan: an SMS code).
 */
function assertIdentityVerified(member: SessionMember): void {
  const verifyBy = identityRequiredBeforePaying(member);
  if (verifyBy) throw new ApiException(HttpStatus.CONFLICT, 'MEMBER.IDENTITY_NOT_VERIFIED', {}, { verifyBy });
}

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
  @ApiErrors(
    409,
    'ORDER.NOT_PAYABLE',
    'ORDER.ALREADY_PAID',
    'ORDER.CANCELLED',
    'PAYMENT.ATTEMPT_IN_PROGRESS',
    'MEMBER.IDENTITY_NOT_VERIFIED',
  )
  pay(
    @CurrentMember() member: SessionMember,
    @Param('id', OrderIdPipe) orderId: string,
    @Body() body: PayOrderRequestDto,
    @Req() req: FastifyRequest,
  ) {
    assertIdentityVerified(member);
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
  @ApiErrors(
    409,
    'ORDER.NOT_PAYABLE',
    'ORDER.ALREADY_PAID',
    'ORDER.CANCELLED',
    'MEMBER.IDENTITY_NOT_VERIFIED',
  )
  startAttempt(
    @CurrentMember() member: SessionMember,
    @Param('id', OrderIdPipe) orderId: string,
    @Body() body: StartPaymentAttemptRequestDto,
    @Req() req: FastifyRequest,
  ): Promise<WindowAttempt> {
    assertIdentityVerified(member);
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
