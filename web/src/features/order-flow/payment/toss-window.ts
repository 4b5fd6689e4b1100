// Toss Payments' window (SDK v2). The SDK loads Toss's script from js.tosspayments.com, so it is
// imported only when a collector pays through Toss (the sandbox never loads it); the window returns
// to /kakaopay (success: ?paymentKey&orderId&amount, confirmed by the server) or /topclass (fail).
// Toss's `orderId` is the attempt's provider order id (POST /api/orders/:id/payments/attempts): Toss
// refuses a second payment under one orderId, so a retry after a decline needs a new one. Our order
// id travels in the return addresses as `order`, the method paid (when not a card) as `method`
// and `easyPay`, so the return page confirms it as what it is.
import type { EasyPayProvider, PaymentMethod } from '@slabworks/domain';

export type WindowPaidMethod = {
  method: Exclude<PaymentMethod, 'VIRTUAL_ACCOUNT'>;
  easyPay?: EasyPayProvider | null;
};

/** One payment attempt in a provider's window (Toss's or PortOne's), as far as both take it. */
export interface WindowPayment {
  /** The attempt's provider order id, from the api (6–64 of [A-Za-z0-9_-]): Toss's orderId, PortOne's paymentId. */
  providerOrderId: string;
  /** Our order: the return page pays this order. */
  orderId: string;
  orderName: string;
  amount: { value: number; currency: 'KRW' | 'TWD' | 'USD' };
  /** The member's id, so the provider can tell a returning customer; never their e-mail. */
  customerKey: string;
  origin: string;
  /** A re-holder order returns to its own complete page (/kakaopay?type=REHOLDER). */
  reholder: boolean;
  /** Ours, carried to the return page. */
  paid: WindowPaidMethod;
}

export interface TossWindowPayment extends WindowPayment {
  clientKey: string;
  /** Toss's own words for the window, as the api answered them (libs/payments maps ours to Toss's). */
  window: { method: string; easyPay?: string | null };
}

/** Our return addresses: the order, a re-holder's own complete page and the method when not a card. */
export const returnQuery = (orderId: string, reholder: boolean, paid?: WindowPaidMethod) =>
  `?order=${encodeURIComponent(orderId)}${reholder ? '&type=REHOLDER' : ''}${
    paid && paid.method !== 'CARD'
      ? `&method=${paid.method}${paid.easyPay ? `&easyPay=${paid.easyPay}` : ''}`
      : ''
  }`;

export const tossReturnUrls = (
  origin: string,
  reholder: boolean,
  orderId: string,
  paid?: WindowPaidMethod,
) => {
  const query = returnQuery(orderId, reholder, paid);
  return { successUrl: `${origin}/kakaopay${query}`, failUrl: `${origin}/topclass${query}` };
};

export async function openTossWindow(p: TossWindowPayment): Promise<void> {
  const { loadTossPayments } = await import('@tosspayments/tosspayments-sdk');
  const toss = await loadTossPayments(p.clientKey);
  const request = {
    method: p.window.method,
    amount: p.amount,
    orderId: p.providerOrderId,
    orderName: p.orderName,
    ...tossReturnUrls(p.origin, p.reholder, p.orderId, p.paid),
    // A quick pay opens straight on its wallet instead of the card list.
    ...(p.window.easyPay ? { card: { flowMode: 'DIRECT', easyPay: p.window.easyPay } } : {}),
  };
  await toss
    .payment({ customerKey: p.customerKey })
    .requestPayment(request as Parameters<ReturnType<typeof toss.payment>['requestPayment']>[0]);
}

/**
 * The sandbox's played window for one attempt (a page of the api on this site): it asks what the
 * method's window asks and returns to the same addresses Toss would.
 */
export const sandboxWindowHref = (p: {
  providerOrderId: string;
  orderId: string;
  orderName: string;
  amount: number;
  reholder: boolean;
  paid: WindowPaidMethod;
  /** The page speaks the member's language (the api reads `?lang`). */
  language: string;
}) => {
  const query = returnQuery(p.orderId, p.reholder, p.paid);
  const params = new URLSearchParams({
    lang: p.language,
    orderId: p.providerOrderId,
    amount: String(p.amount),
    orderName: p.orderName,
    method: p.paid.method,
    ...(p.paid.easyPay ? { easyPay: p.paid.easyPay } : {}),
    successUrl: `/kakaopay${query}`,
    failUrl: `/topclass${query}`,
  });
  return `/api/payments/sandbox/checkout?${params.toString()}`;
};

/** Leaves for the sandbox's played window (it comes back to /kakaopay or /topclass). */
export const openSandboxWindow = (href: string): void => window.location.assign(href);
