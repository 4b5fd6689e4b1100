import type { EasyPayProvider, PaymentMethod } from './payment-method';

export interface BankAccount {
  bank: string;
  /** Digits only (spec §5). */
  accountNumber: string;
  holderName: string;
}

export interface ChargeRequest {
  orderId: string;
  orderName: string;
  amount: number;
  currency: string;
  method: Exclude<PaymentMethod, 'VIRTUAL_ACCOUNT'>;
  easyPay?: EasyPayProvider;
  /** Sandbox: a test card number. */
  cardNumber?: string;
  /** Toss: the paymentKey the browser SDK returned on successUrl. */
  paymentKey?: string;
  /** The attempt's own key (attemptChargeKey); without it, the order's (chargeKey). */
  idempotencyKey?: string;
  /**
   * The order id the payment window was opened with (one per attempt, providerOrderIdOf); Toss's
   * confirm must name it. Without it, our order id.
   */
  providerOrderId?: string;
}

export type ChargeResult =
  | {
      outcome: 'APPROVED';
      paymentKey: string;
      transactionKey: string;
      amount: number;
      /** What the provider says was paid, when it says (a wallet may pay by card inside): booked as such. */
      method?: PaymentMethod;
      easyPay?: EasyPayProvider;
    }
  | { outcome: 'DECLINED'; code: string; message: string };

export interface VirtualAccountRequest {
  orderId: string;
  orderName: string;
  amount: number;
  customerName: string;
  dueAt: Date;
}

export interface IssuedVirtualAccount {
  paymentKey: string;
  bank: string;
  accountNumber: string;
  holderName: string;
  dueAt: string;
  /** Toss: compared with the deposit callback's `secret`; kept server-side only. */
  secret: string | null;
}

export interface CancelRequest {
  paymentKey: string;
  amount: number;
  reason: string;
  /** Required for a deposited virtual account (the money goes back by bank transfer). */
  refundAccount?: BankAccount | null;
  /** One per operation (e.g. the refund id): a retried cancel cancels once. */
  idempotencyKey: string;
}

export type CancelResult =
  | { outcome: 'CANCELLED'; transactionKey: string; amount: number }
  | { outcome: 'ACCOUNT_REJECTED'; code: string; message: string };

/** Which payment to look up after an unanswered charge: the attempt's key and its provider order id. */
export interface PaymentLookup {
  idempotencyKey: string;
  /** Null when the attempt charged without a payment window (the sandbox's test card). */
  providerOrderId: string | null;
}

/**
 * What the provider knows of one attempt: charged (`PAID`), not (`NOT_PAID`: nothing there or it
 * ended unpaid, so the member may pay again), or still open at the provider (`PENDING`: ask later).
 */
export type PaymentStatus =
  | { status: 'PAID'; paymentKey: string; transactionKey: string; amount: number }
  | { status: 'NOT_PAID'; detail: string }
  | { status: 'PENDING'; detail: string };

export interface WebhookDelivery {
  headers: Record<string, string | string[] | undefined>;
  rawBody: string;
  now: Date;
}

export type VerifiedWebhook = (
  | {
      kind: 'DEPOSIT';
      orderId: string;
      paymentKey: string;
      transactionKey: string;
      amount: number;
      depositor: BankAccount | null;
    }
  | { kind: 'IGNORED'; reason: string }
) & {
  /**
   * The delivery's own id when the provider signs one (PortOne: Standard Webhooks' `webhook-id`):
   * the receiver refuses a second delivery under it, so a captured request cannot be replayed inside
   * the timestamp window.
   */
  deliveryId?: string;
};

/** Looks up what we saved when the virtual account was issued (Toss: the per-payment secret). */
export type IssuedSecretLookup = (orderId: string) => Promise<string | null>;

export type WebhookRejection = 'SIGNATURE' | 'REPLAYED' | 'MALFORMED';

export class WebhookRejectedError extends Error {
  constructor(
    readonly reason: WebhookRejection,
    message: string,
  ) {
    super(message);
  }
}

/** Payment failed at the provider for a technical reason (timeout, 5xx): safe to retry, same key. */
export class ProviderUnavailableError extends Error {}

/** What the browser opens the provider's window with, in the provider's own words. */
export interface WindowMethod {
  method: string;
  easyPay?: string;
  /** PortOne: the channel the window opens on (public; one per method or wallet). */
  channelKey?: string;
}

/** The port the order flow sees; vendor payloads never leave the adapters. */
export interface PaymentProvider {
  readonly name: 'sandbox' | 'toss' | 'portone';
  supports(method: PaymentMethod): boolean;
  /** How the payment window is asked for this method (Toss: `requestPayment`'s method and card.easyPay). */
  windowMethod(method: Exclude<PaymentMethod, 'VIRTUAL_ACCOUNT'>, easyPay?: EasyPayProvider): WindowMethod;
  charge(request: ChargeRequest): Promise<ChargeResult>;
  issueVirtualAccount(request: VirtualAccountRequest): Promise<IssuedVirtualAccount>;
  cancel(request: CancelRequest): Promise<CancelResult>;
  /** Reconciliation after a timeout: the provider's own record of the attempt. */
  lookup(query: PaymentLookup): Promise<PaymentStatus>;
  verifyWebhook(delivery: WebhookDelivery, secrets: IssuedSecretLookup): Promise<VerifiedWebhook>;
}
