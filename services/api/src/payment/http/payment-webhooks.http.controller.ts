import { ApiErrors } from '../../api-docs';
import { Controller, HttpCode, Param, Post, Req } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ServerCaller } from '../../auth';
import { PaymentWebhookService } from '../flow/payment-webhook.service';
import type { RawBodyRequest } from './raw-body.hook';

/** Called by the provider (no session): authenticity comes from the signature or secret alone. */
@ApiTags('payments')
@Controller('payments/webhooks')
@ServerCaller()
export class PaymentWebhooksHttpController {
  constructor(private readonly webhooks: PaymentWebhookService) {}

  @Post(':provider')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Provider webhook (sandbox: HMAC-signed deposit; toss: DEPOSIT_CALLBACK; portone: Standard Webhooks, each webhook-id taken once)',
  })
  @ApiBody({
    description: 'The provider’s own JSON, read raw (the signature covers its bytes)',
    schema: { type: 'object', additionalProperties: true },
  })
  @ApiErrors(400, 'PAYMENT.WEBHOOK_MALFORMED')
  @ApiErrors(401, 'PAYMENT.WEBHOOK_UNVERIFIED')
  receive(@Param('provider') provider: string, @Req() req: RawBodyRequest) {
    return this.webhooks.receive(provider, req.headers, req.rawWebhookBody, String(req.id));
  }
}
