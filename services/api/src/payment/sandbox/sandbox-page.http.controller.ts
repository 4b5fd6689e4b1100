import { Body, Controller, Get, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Pool } from 'pg';
import type { AppConfig } from '@slabworks/config';
import {
  SandboxPaymentProvider,
  SIGNATURE_HEADER,
  signatureHeader,
  type PaymentProvider,
} from '@slabworks/payments';
import { APP_CONFIG } from '../../config/app-config.provider';
import { ApiException } from '../../errors/api.exception';
import { translator } from '../../i18n/api-i18n';
import { requestLanguage } from '../../i18n/request-language';
import { PaymentWebhookService } from '../flow/payment-webhook.service';
import { PAYMENT_PG_POOL, PAYMENT_PROVIDER } from '../payment-provider.provider';
import { SandboxDepositRequestDto } from './sandbox-deposit.request.dto';
import { DEV_PAGE_CSP } from '../../edge/security-headers';
import { sandboxPageHtml, type SandboxAccountRow } from './sandbox-page.html';

/**
 * Development only (404 in production or with another provider): a tester "deposits" into a
 * virtual account. The deposit goes through the same signed-webhook path a real one takes.
 */
@ApiExcludeController()
@Controller('payments/sandbox')
export class SandboxPageHttpController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(PAYMENT_PG_POOL) private readonly pool: Pool,
    private readonly webhooks: PaymentWebhookService,
  ) {}

  @Get()
  async page(@Req() req: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const rows = await this.accounts();
    await reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('content-security-policy', DEV_PAGE_CSP)
      .send(sandboxPageHtml(translator(requestLanguage(req)), rows));
  }

  @Get('accounts')
  accountsList(): Promise<SandboxAccountRow[]> {
    return this.accounts();
  }

  @Post('deposits')
  @HttpCode(200)
  async deposit(@Body() body: SandboxDepositRequestDto, @Req() req: FastifyRequest) {
    const sandbox = this.sandbox();
    const now = new Date();
    const depositor = body.depositorAccount
      ? {
          bank: body.depositorBank ?? '국민',
          accountNumber: body.depositorAccount,
          holderName: body.depositorName ?? '',
        }
      : null;
    const sent = await sandbox.deposit({
      accountNumber: body.accountNumber,
      amount: body.amount,
      depositor,
      now,
    });
    if (!sent) throw ApiException.notFound('PAYMENT.SANDBOX_ACCOUNT_UNKNOWN');
    const headers = {
      [SIGNATURE_HEADER]: signatureHeader(this.config.payment.webhookSecret, sent.rawBody, now),
    };
    const answer = await this.webhooks.receive('sandbox', headers, sent.rawBody, String(req.id));
    return { orderId: sent.orderId, webhook: answer };
  }

  private sandbox(): SandboxPaymentProvider {
    if (this.config.production || !(this.provider instanceof SandboxPaymentProvider))
      throw ApiException.notFound();
    return this.provider;
  }

  private async accounts(): Promise<SandboxAccountRow[]> {
    this.sandbox();
    const { rows } = await this.pool.query(
      `SELECT order_id, bank, account_number, amount, status, due_at FROM payment_sandbox.payments
       WHERE method = 'VIRTUAL_ACCOUNT' ORDER BY created_at DESC LIMIT 50`,
    );
    return rows.map((r) => ({
      orderId: r.order_id,
      bank: r.bank,
      accountNumber: r.account_number,
      amount: Number(r.amount),
      status: r.status,
      dueAt: new Date(r.due_at).toISOString(),
    }));
  }
}
