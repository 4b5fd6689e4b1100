// PortOne's window (browser SDK v2, loaded from cdn.portone.io only when a collector pays through
// PortOne; the sandbox and Toss never load it). `paymentId` is the attempt's provider order id (POST
// /api/orders/:id/payments/attempts), and the channel, payMethod and wallet are the api's words for
// the method (libs/payments/src/portone/portone-methods.ts maps ours to PortOne's). The window
// answers in one of two ways: on a desktop the promise resolves with {paymentId, code?, message?};
// on a phone it leaves for `redirectUrl` with PortOne's `paymentId` (and `code`, `message` when it
// failed) added to the address. Both end on the same return page: /kakaopay confirms a payment
// (`paymentKey` = `orderId` = the paymentId, as the server reads it back from PortOne); a `code`
// there is a failed window and is recorded as such.
import { returnQuery, type WindowPayment } from './toss-window';

export const PORTONE_SDK_URL = 'https://cdn.portone.io/v2/browser-sdk.js';

export interface PortOneWindowPayment extends WindowPayment {
  storeId: string;
  /** PortOne's words for the window, as the api answered them. */
  window: { method: string; easyPay?: string | null; channelKey?: string | null };
}

/** Our return address for this attempt; PortOne adds `paymentId` (and `code`, `message` on failure). */
export const portoneReturnUrl = (p: PortOneWindowPayment): string =>
  `${p.origin}/kakaopay${returnQuery(p.orderId, p.reholder, p.paid)}&orderId=${encodeURIComponent(
    p.providerOrderId,
  )}&amount=${p.amount.value}`;

/** The arguments of `PortOne.requestPayment` (browser SDK v2) for one attempt. */
export const portoneRequest = (p: PortOneWindowPayment): Record<string, unknown> => {
  if (!p.window.channelKey) throw new Error('portone: the attempt names no channel');
  return {
    storeId: p.storeId,
    channelKey: p.window.channelKey,
    paymentId: p.providerOrderId,
    orderName: p.orderName,
    totalAmount: p.amount.value,
    currency: `CURRENCY_${p.amount.currency}`,
    payMethod: p.window.method,
    customer: { customerId: p.customerKey },
    redirectUrl: portoneReturnUrl(p),
    ...(p.window.method === 'EASY_PAY' && p.window.easyPay
      ? { easyPay: { easyPayProvider: `EASY_PAY_PROVIDER_${p.window.easyPay}` } }
      : {}),
    // 문화상품권 is Culture Land's; mobile-phone payment asks what is sold (graded cards: goods).
    ...(p.window.method === 'GIFT_CERTIFICATE'
      ? { giftCertificate: { giftCertificateType: 'GIFT_CERTIFICATE_TYPE_CULTURELAND' } }
      : {}),
    ...(p.window.method === 'MOBILE' ? { productType: 'PRODUCT_TYPE_REAL' } : {}),
  };
};

export interface PortOneResponse {
  paymentId?: string;
  code?: string;
  message?: string;
}

/** A failed window, as the Toss window's failure: the caller records `code` on the order. */
export class PortOneWindowError extends Error {
  constructor(readonly code: string) {
    super(`PortOne window failed: ${code}`);
  }
}

/** Where a desktop window's answer leads: the return page with the paymentId, or a failure. */
export const portoneOutcomeHref = (p: PortOneWindowPayment, response: PortOneResponse): string => {
  if (response.code !== undefined && response.code !== null) throw new PortOneWindowError(response.code);
  return `${portoneReturnUrl(p)}&paymentId=${encodeURIComponent(response.paymentId ?? p.providerOrderId)}`;
};

type PortOneSdk = {
  requestPayment: (request: Record<string, unknown>) => Promise<PortOneResponse | undefined>;
};

let loading: Promise<PortOneSdk> | undefined;
const loadPortOne = (): Promise<PortOneSdk> => {
  const ready = (window as { PortOne?: PortOneSdk }).PortOne;
  if (ready) return Promise.resolve(ready);
  loading ??= new Promise<PortOneSdk>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = PORTONE_SDK_URL;
    script.async = true;
    script.onload = () => {
      const sdk = (window as { PortOne?: PortOneSdk }).PortOne;
      if (sdk) resolve(sdk);
      else reject(new Error('portone: the SDK script loaded without PortOne'));
    };
    script.onerror = () => {
      loading = undefined;
      reject(new PortOneWindowError('SDK_LOAD_FAILED'));
    };
    document.head.appendChild(script);
  });
  return loading;
};

/** Opens the window; resolves when the page is leaving for the return address. */
export async function openPortOneWindow(
  p: PortOneWindowPayment,
  leave: (href: string) => void = (href) => window.location.assign(href),
): Promise<void> {
  const sdk = await loadPortOne();
  const response = await sdk.requestPayment(portoneRequest(p));
  // A phone's window has already left for redirectUrl.
  if (!response) return;
  leave(portoneOutcomeHref(p, response));
}
