import { CHECKOUT_METHOD_RULES, CHECKOUT_METHODS } from '@slabworks/domain';
import type { SandboxPaymentProvider } from '@slabworks/payments';
import type { TestSession } from '../auth/testing';
import { caller, memberWithPhotos, orderEvents, placedOrder } from '../order/testing';
import { bootTestApp } from '../testing/booted-test-app';
import { PAYMENT_PROVIDER } from './payment-provider.provider';
import { sandboxDeposit, sandboxWindowPays } from './testing/sandbox-provider.testing';

jest.setTimeout(90_000);

// Issue #36: each method the checkout offers, paid the way its provider shapes it. Every method but
// the virtual account opens a window (an attempt), the sandbox plays it, and the return is confirmed.
describe('every checkout method through the api (sandbox provider)', () => {
  const t = bootTestApp('payment-methods', { AUTH_RATE_LIMIT: '1000' }, { projections: true });
  let member: TestSession;
  let sandbox: SandboxPaymentProvider;

  beforeAll(async () => {
    member = await memberWithPhotos(t);
    sandbox = t.app.get(PAYMENT_PROVIDER);
  });

  const asMember = () => caller(t, member);

  const windowed = CHECKOUT_METHODS.filter((m) => CHECKOUT_METHOD_RULES[m].flow === 'WINDOW');

  it.each(windowed)('%s: window opened, approved, confirmed and booked once', async (choice) => {
    const rule = CHECKOUT_METHOD_RULES[choice];
    const easyPay = rule.easyPay ? { easyPay: rule.easyPay } : {};
    const { orderId, totalAmount: total } = await placedOrder(t, member);
    const opened = await asMember()('POST', `/api/orders/${orderId}/payments/attempts`, {
      method: rule.method,
      ...easyPay,
    });
    expect(opened.statusCode).toBe(201);
    const attempt = opened.json().data;
    expect(attempt).toMatchObject({
      method: rule.method,
      amount: total,
      window: { method: rule.method, ...easyPay },
    });

    const page = await t.app.inject({
      method: 'GET',
      url: `/api/payments/sandbox/checkout?orderId=${attempt.providerOrderId}&amount=${total}&method=${rule.method}${
        rule.easyPay ? `&easyPay=${rule.easyPay}` : ''
      }`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('id="approve"');

    const window = await sandboxWindowPays(t, {
      orderId: attempt.providerOrderId,
      amount: total,
      method: rule.method,
      ...easyPay,
    });
    expect(window.outcome).toBe('AUTHORIZED');
    const confirm = () =>
      asMember()('POST', `/api/orders/${orderId}/payments`, {
        method: rule.method,
        ...easyPay,
        paymentKey: window.paymentKey,
        providerOrderId: attempt.providerOrderId,
        amount: total,
      });
    const paid = await confirm();
    expect(paid.statusCode).toBe(200);
    expect(paid.json().data).toMatchObject({ status: 'PROCESSING', method: rule.method });
    expect((await confirm()).json().code).toBe('ORDER.ALREADY_PAID');
    const completed = await orderEvents(t, orderId, 'PaymentCompleted');
    expect(completed.map((e) => (e.data as { method: string }).method)).toEqual([rule.method]);

    // Refunds at the provider: part where the method allows it, else refused; the whole always.
    const refund = (amount: number, key: string) =>
      sandbox.cancel({
        paymentKey: window.paymentKey,
        amount,
        reason: 'test',
        idempotencyKey: `${key}-${orderId}`,
      });
    if (rule.partialRefund) {
      await expect(refund(1000, 'part')).resolves.toMatchObject({ outcome: 'CANCELLED', amount: 1000 });
      await expect(refund(total - 1000, 'rest')).resolves.toMatchObject({ outcome: 'CANCELLED' });
    } else {
      await expect(refund(1000, 'part')).rejects.toThrow(/NOT_CANCELABLE_AMOUNT/);
      await expect(refund(total, 'whole')).resolves.toMatchObject({ outcome: 'CANCELLED', amount: total });
    }
  });

  it('a quick-pay order cancelled by its member is refunded through the wallet, no account asked', async () => {
    const { orderId, totalAmount: total } = await placedOrder(t, member);
    const attempt = (
      await asMember()('POST', `/api/orders/${orderId}/payments/attempts`, {
        method: 'EASY_PAY',
        easyPay: 'KAKAOPAY',
      })
    ).json().data;
    const window = await sandboxWindowPays(t, {
      orderId: attempt.providerOrderId,
      amount: total,
      method: 'EASY_PAY',
      easyPay: 'KAKAOPAY',
    });
    await asMember()('POST', `/api/orders/${orderId}/payments`, {
      method: 'EASY_PAY',
      easyPay: 'KAKAOPAY',
      paymentKey: window.paymentKey,
      providerOrderId: attempt.providerOrderId,
    });
    const cancel = await asMember()('POST', `/api/orders/${orderId}/cancel`, { reason: 'changed my mind' });
    expect(cancel.statusCode).toBe(200);
    const refunds = await orderEvents(t, orderId, 'RefundIssued');
    expect(refunds.map((e) => e.data)).toEqual([
      expect.objectContaining({ amount: total, method: 'ORIGINAL_PAYMENT' }),
    ]);
  });

  it('a virtual-account order asks for a refund account when cancelled after the deposit', async () => {
    const { orderId, totalAmount: total } = await placedOrder(t, member);
    const issued = await asMember()('POST', `/api/orders/${orderId}/payments`, { method: 'VIRTUAL_ACCOUNT' });
    const va = issued.json().data.virtualAccount as { accountNumber: string };
    await sandboxDeposit(t, { accountNumber: va.accountNumber, amount: total });
    const cancel = await asMember()('POST', `/api/orders/${orderId}/cancel`, { reason: 'changed my mind' });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().code).toBe('ORDER.REFUND_ACCOUNT_REQUIRED');
    const refunded = await asMember()('POST', `/api/orders/${orderId}/cancel`, {
      reason: 'changed my mind',
      refundAccount: { bank: '국민', accountNumber: '11122233344', holderName: '홍길동' },
    });
    expect(refunded.statusCode).toBe(200);
    expect((await orderEvents(t, orderId, 'RefundIssued')).map((e) => e.data)).toEqual([
      expect.objectContaining({ amount: total, method: 'BANK_TRANSFER' }),
    ]);
  });

  it('refuses a window return under another method, a quick pay without its wallet and a method with a wallet', async () => {
    const { orderId, totalAmount: total } = await placedOrder(t, member);
    const attempt = (
      await asMember()('POST', `/api/orders/${orderId}/payments/attempts`, { method: 'MOBILE' })
    ).json().data;
    const window = await sandboxWindowPays(t, {
      orderId: attempt.providerOrderId,
      amount: total,
      method: 'MOBILE',
    });
    // The key was handed out for a mobile payment: confirming it as a transfer charges nothing.
    const other = await asMember()('POST', `/api/orders/${orderId}/payments`, {
      method: 'TRANSFER',
      paymentKey: window.paymentKey,
      providerOrderId: attempt.providerOrderId,
    });
    expect(other.statusCode).toBe(402);
    expect(other.json().data).toMatchObject({ providerCode: 'NOT_FOUND_PAYMENT_SESSION' });
    const noWallet = await asMember()('POST', `/api/orders/${orderId}/payments/attempts`, {
      method: 'EASY_PAY',
    });
    expect(noWallet.statusCode).toBe(400);
    expect(noWallet.json().data.fields).toEqual([
      expect.objectContaining({ field: 'easyPay', rule: 'required' }),
    ]);
    const stray = await asMember()('POST', `/api/orders/${orderId}/payments/attempts`, {
      method: 'CARD',
      easyPay: 'KAKAOPAY',
    });
    expect(stray.statusCode).toBe(400);
    expect(await orderEvents(t, orderId, 'PaymentCompleted')).toHaveLength(0);
  });
});
