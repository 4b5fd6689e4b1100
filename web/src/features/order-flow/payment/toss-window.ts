// Toss Payments' card window (SDK v2). The SDK loads Toss's script from js.tosspayments.com, so it is
// imported only when a collector pays through Toss (the sandbox never loads it); the window returns
// to /kakaopay (success: ?paymentKey&orderId&amount, confirmed by the server) or /topclass (fail).
export interface TossCardPayment {
  clientKey: string;
  /** Our order id: Toss echoes it to the return address (6–64 of [A-Za-z0-9_-]; a UUID fits). */
  orderId: string;
  orderName: string;
  amount: { value: number; currency: 'KRW' | 'TWD' | 'USD' };
  /** The member's id, so Toss can tell a returning customer; never their e-mail. */
  customerKey: string;
  origin: string;
  /** A re-holder order returns to its own complete page (/kakaopay?type=REHOLDER). */
  reholder: boolean;
}

export const tossReturnUrls = (origin: string, reholder: boolean) => ({
  successUrl: `${origin}/kakaopay${reholder ? '?type=REHOLDER' : ''}`,
  failUrl: `${origin}/topclass${reholder ? '?type=REHOLDER' : ''}`,
});

export async function openTossCardWindow(p: TossCardPayment): Promise<void> {
  const { loadTossPayments } = await import('@tosspayments/tosspayments-sdk');
  const toss = await loadTossPayments(p.clientKey);
  await toss.payment({ customerKey: p.customerKey }).requestPayment({
    method: 'CARD',
    amount: p.amount,
    orderId: p.orderId,
    orderName: p.orderName,
    ...tossReturnUrls(p.origin, p.reholder),
  });
}
