import type { TestApp } from '../../testing/test-app';

/** What the sandbox's payment window answers when the buyer presses pay. */
export interface SandboxWindowAnswer {
  readonly outcome: string;
  /** The key to confirm the payment with (an approved window's; a declined one has none). */
  readonly paymentKey: string;
  /** Why the card was declined. */
  readonly code?: string;
}

/**
 * The sandbox's payment window paying under a provider order id (what its page posts): a test card
 * or another method authorised, nothing charged until the api confirms the returned paymentKey.
 */
export async function sandboxWindowPays(
  t: TestApp,
  payment: { orderId: string; amount: number } & Record<string, unknown>,
): Promise<SandboxWindowAnswer> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/payments/sandbox/checkout',
    headers: { 'x-requested-with': 'sandbox' },
    payload: payment,
  });
  return res.json().data as SandboxWindowAnswer;
}

/** A bank transfer into a virtual account, as the sandbox's deposit page makes it. */
export const sandboxDeposit = (
  t: TestApp,
  deposit: { accountNumber: string; amount: number; depositorAccount?: string; depositorName?: string },
) => t.app.inject({ method: 'POST', url: '/api/payments/sandbox/deposits', payload: deposit });
