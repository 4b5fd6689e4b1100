import { Body, Controller, Get, HttpCode, Inject, Post, Query, Req, Res } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors, DEV_ONLY_TAG } from '../../api-docs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Pool } from 'pg';
import type { AppConfig } from '@slabworks/config';
import {
  EASY_PAY_PROVIDERS,
  PAYMENT_METHODS,
  SandboxPaymentProvider,
  SIGNATURE_HEADER,
  signatureHeader,
  type PaymentProvider,
} from '@slabworks/payments';
import { APP_CONFIG } from '../../config';
import { ApiException, type FieldProblem } from '../../errors';
import { translator, requestLanguage } from '../../i18n';
import { PaymentWebhookService } from '../flow/payment-webhook.service';
import { PAYMENT_PG_POOL, PAYMENT_PROVIDER } from '../payment-provider.provider';
import { SandboxDepositRequestDto } from './sandbox-deposit.request.dto';
import { DEV_PAGE_CSP } from '../../edge';
import { sandboxCheckoutHtml, type SandboxCheckout } from './sandbox-checkout.html';
import { sandboxPageHtml, type SandboxAccountRow } from './sandbox-page.html';

// Toss's own rules for orderId; return URLs stay on our origin (a path), so the window redirects nowhere else.
const ORDER_ID = /^[A-Za-z0-9_-]{6,64}$/;
const LOCAL_PATH = /^\/(?!\/)[^\s\\]{0,500}$/;
const MAX_AMOUNT = 10_000_000_000;
const WINDOW_METHODS: readonly string[] = PAYMENT_METHODS.filter((m) => m !== 'VIRTUAL_ACCOUNT');
const WALLETS: readonly string[] = EASY_PAY_PROVIDERS;

function checkoutOf(input: Record<string, unknown>): SandboxCheckout {
  const text = (name: string) => (typeof input[name] === 'string' ? (input[name] as string) : '');
  const amount = typeof input.amount === 'number' ? input.amount : Number(text('amount') || NaN);
  const problems: FieldProblem[] = [];
  if (!ORDER_ID.test(text('orderId'))) problems.push({ field: 'orderId', rule: 'pattern' });
  if (!Number.isInteger(amount) || amount < 0 || amount > MAX_AMOUNT)
    problems.push({ field: 'amount', rule: 'min', params: { min: 0 } });
  for (const field of ['successUrl', 'failUrl'])
    if (input[field] !== undefined && !LOCAL_PATH.test(text(field)))
      problems.push({ field, rule: 'pattern' });
  const method = text('method') || 'CARD';
  if (!WINDOW_METHODS.includes(method)) problems.push({ field: 'method', rule: 'notAllowed' });
  const easyPay = text('easyPay');
  if (method === 'EASY_PAY' ? !WALLETS.includes(easyPay) : easyPay !== '')
    problems.push({ field: 'easyPay', rule: 'notAllowed' });
  if (problems.length) throw ApiException.validation(problems);
  return {
    method: method as SandboxCheckout['method'],
    ...(easyPay ? { easyPay: easyPay as SandboxCheckout['easyPay'] } : {}),
    orderId: text('orderId'),
    orderName: text('orderName').slice(0, 100),
    amount,
    successUrl: text('successUrl') || '/kakaopay',
    failUrl: text('failUrl') || '/topclass',
  };
}

/**
 * Development only (404 in production or with another provider): a tester "deposits" into a
 * virtual account. The deposit goes through the same signed-webhook path a real one takes.
 */
@ApiTags(DEV_ONLY_TAG)
@ApiErrors(404, 'NOT_FOUND')
@Controller('payments/sandbox')
export class SandboxPageHttpController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(PAYMENT_PG_POOL) private readonly pool: Pool,
    private readonly webhooks: PaymentWebhookService,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Development only (sandbox provider): the virtual accounts page (HTML)' })
  async page(@Req() req: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const rows = await this.accounts();
    await reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('content-security-policy', DEV_PAGE_CSP)
      .send(sandboxPageHtml(translator(requestLanguage(req)), rows));
  }

  /**
   * Toss's payment window, played: `?orderId&amount&orderName&successUrl&failUrl[&method&easyPay]`
   * (paths on this site); each method asks what its real window asks, then approves, fails or closes.
   */
  @Get('checkout')
  @ApiOperation({ summary: 'Development only (sandbox provider): Toss’s payment window, played (HTML)' })
  @ApiErrors(400, 'VALIDATION_FAILED')
  async checkoutPage(
    @Query() query: Record<string, unknown>,
    @Req() req: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    this.sandbox();
    await reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('content-security-policy', DEV_PAGE_CSP)
      .send(sandboxCheckoutHtml(translator(requestLanguage(req)), checkoutOf(query)));
  }

  /** The window's "pay": a test card checked, a paymentKey for this order and amount (not charged). */
  @Post('checkout')
  @HttpCode(200)
  @ApiOperation({ summary: 'Development only (sandbox provider): the window’s “pay” (test cards)' })
  @ApiBody({
    schema: {
      type: 'object',
      description: 'What the played window posts (the checkout page’s query, and the test card)',
      required: ['orderId', 'amount'],
      properties: {
        orderId: { type: 'string', pattern: ORDER_ID.source },
        amount: { type: 'integer', minimum: 0, maximum: MAX_AMOUNT },
        orderName: { type: 'string' },
        method: { type: 'string', enum: [...WINDOW_METHODS] },
        easyPay: { type: 'string', enum: [...WALLETS] },
        cardNumber: { type: 'string', maxLength: 32 },
        successUrl: { type: 'string' },
        failUrl: { type: 'string' },
      },
    },
  })
  checkout(@Body() body: Record<string, unknown>) {
    const sandbox = this.sandbox();
    const { orderId, amount, method, easyPay } = checkoutOf(body ?? {});
    const cardNumber = typeof body.cardNumber === 'string' ? body.cardNumber.slice(0, 32) : undefined;
    return sandbox.authorize({
      orderId,
      amount,
      method,
      ...(easyPay ? { easyPay } : {}),
      ...(cardNumber ? { cardNumber } : {}),
    });
  }

  @Get('accounts')
  @ApiOperation({ summary: 'Development only (sandbox provider): the virtual accounts to deposit into' })
  accountsList(): Promise<SandboxAccountRow[]> {
    return this.accounts();
  }

  @Post('deposits')
  @HttpCode(200)
  @ApiOperation({ summary: 'Development only (sandbox provider): deposit into a virtual account' })
  @ApiErrors(404, 'PAYMENT.SANDBOX_ACCOUNT_UNKNOWN')
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
