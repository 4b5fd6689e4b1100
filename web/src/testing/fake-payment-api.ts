import type {
  GetOrderApiResponse,
  GetPaymentWindowApiResponse,
  PaymentAnswer,
  PayOrderRequestDto,
  PlaceOrderApiResponse,
  WindowAttempt,
  WindowFailureAnswer,
} from '@/lib/api/generated/slabworks-api';
import { fakeApi, ok, type FakeAnswer, type FakeCall } from './fake-api';

export type OrderDetail = GetOrderApiResponse['data'];
type DeclineReason = WindowFailureAnswer['reason'];
type PaymentWindow = GetPaymentWindowApiResponse['data'];
type Placed = PlaceOrderApiResponse['data'];

export const ORDER_ID = '0b9e8f1c-4f7a-4d0e-9a51-3c2f1e7d6b20';
export const ORDER_NUMBER = 'G2611280001';

const counts = {
  totalQt: 1,
  korQt: 0,
  korAutoQt: 0,
  foreignQt: 0,
  foreignAutoQt: 0,
  pokemonQt: 1,
  yugiohQt: 0,
  reholderQt: 0,
  korTotalPrice: 0,
  korAutoTotalPrice: 0,
  foreignTotalPrice: 0,
  foreignAutoTotalPrice: 0,
  pokemonTotalPrice: 19_800,
  yugiohTotalPrice: 0,
  reholderTotalPrice: 0,
};

export type OrderItem = OrderDetail['items'][number];

/** A card of the order as GET /api/orders/:id answers it: a Pokémon card named only, not graded yet. */
export const orderItem = (overrides: Partial<OrderItem> = {}): OrderItem => ({
  itemId: 'L1-1',
  lineId: 'L1',
  itemType: 'POKEMON',
  cardCategory: 'POKEMON',
  playerName: 'Pikachu',
  brand: null,
  setName: null,
  year: null,
  cardNumber: null,
  serialNumber: null,
  signer: null,
  description: null,
  isAuto: false,
  price: 19_800,
  partialCancel: 'NONE',
  certificationNumber: null,
  correspondence: null,
  correspondenceReason: null,
  evidencePhoto: null,
  grade: null,
  ...overrides,
});

/** An order as GET /api/orders/:id answers it: placed, its card declined, `PAY` allowed. */
export const unpaidOrder = (overrides: Partial<OrderDetail> = {}): OrderDetail => ({
  statusTextShown: false,
  items: [],
  gradingSummary: null,
  amounts: {
    currency: 'KRW',
    counts,
    totalPrice: 19_800,
    discount: { kind: 'COUPON', amount: 5_000, couponIds: ['c1'] },
    deliveryCost: 0,
    totalAmount: 14_800,
    paidAmount: 0,
    partialCancelledAmount: 0,
    refundedAmount: 0,
  },
  shipping: { method: 'SELF_SHIPPING', returnAddress: null, inbound: null, outbound: null },
  payment: null,
  virtualAccount: null,
  refundAccount: null,
  timeline: [],
  ledger: [],
  notifications: [],
  orderId: ORDER_ID,
  orderNumber: ORDER_NUMBER,
  submitType: 'GENERAL',
  orderType: 'REG',
  status: 'PAYMENT_FAILED',
  processingStatus: 'OWN_SHIPPING_BEFORE_INSERT_INVOICE_INFORMATION',
  displayStage: null,
  totalQt: 1,
  totalAmount: 14_800,
  currency: 'KRW',
  placedAt: '2026-11-28T01:00:00.000Z',
  updatedAt: '2026-11-28T01:00:00.000Z',
  depositDueAt: null,
  estimatedCompletionDate: null,
  allowedActions: ['PAY', 'CANCEL', 'CHANGE_ADDRESS'],
  revision: 3,
  paymentFailure: { reason: 'CARD_DECLINED' },
  payBy: '2026-11-29T01:00:00.000Z',
  ...overrides,
});

/** `402 PAYMENT.DECLINED` with the api's reason and the provider's code, as services/api/src/payment answers it. */
export const declined = (reason: DeclineReason, providerCode: string | null = null): FakeAnswer => ({
  status: 402,
  body: {
    code: 'PAYMENT.DECLINED',
    message: '결제에 실패했습니다.',
    data: { reason, providerCode },
  },
});

/** POST /api/orders/:id/payments/failures: the window came back failed; the api words the reason. */
export const windowFailed = (reason: DeclineReason, providerCode: string): FakeAnswer => ({
  status: 200,
  body: {
    code: 'OK',
    message: '',
    data: { orderId: ORDER_ID, status: 'PAYMENT_FAILED', reason, providerCode, message: '' },
  },
});

export const unavailable = (): FakeAnswer => ({
  status: 503,
  body: {
    code: 'SERVICE_UNAVAILABLE',
    message: '잠시 후 다시 시도해 주세요.',
    data: { retryAfterSeconds: 5, correlationId: 'c' },
  },
});

export const paidByCard = (): PaymentAnswer => ({
  orderId: ORDER_ID,
  revision: 5,
  status: 'PROCESSING',
  method: 'CARD',
});

export const virtualAccountIssued = (): PaymentAnswer => ({
  orderId: ORDER_ID,
  revision: 5,
  status: 'WAITING_FOR_DEPOSIT',
  method: 'VIRTUAL_ACCOUNT',
  virtualAccount: {
    bank: '국민',
    accountNumber: '12345678901234',
    holderName: 'Slabworks',
    amount: 14_800,
    dueAt: '2026-12-01T01:00:00.000Z',
  },
});

export interface PaymentFake {
  /** Answers each POST /api/orders/:id/payments in turn (the last one repeats). */
  payments: ((body: PayOrderRequestDto) => FakeAnswer)[];
  order?: OrderDetail;
  placed?: Placed;
  window?: PaymentWindow;
  /** Answers each POST /api/orders/:id/payments/attempts (default: a new provider order id each time). */
  attempts?: () => FakeAnswer;
  /** Answers POST /api/orders/:id/payments/failures (default: the reason UNKNOWN). */
  failures?: (body: { providerCode: string; providerOrderId?: string }) => FakeAnswer;
}

/** A window attempt as POST /api/orders/:id/payments/attempts answers it: its own provider order id. */
export const windowAttempt = (n: number, method: WindowAttempt['method'] = 'CARD'): WindowAttempt => ({
  attemptId: `0193a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5${n}`,
  method,
  window: { method },
  providerOrderId: `pa-0193a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5${n}`,
  amount: 14_800,
  currency: 'KRW',
  orderName: `Slabworks 주문 ${ORDER_NUMBER}`,
  customerKey: 'member-1',
});

/** The order and payment endpoints, typed by the generated client; every request is recorded. */
export const fakePaymentApi = (fake: PaymentFake): FakeCall[] => {
  let attempt = 0;
  let windows = 0;
  return fakeApi((call) => {
    if (call.method === 'POST' && call.path === `/api/orders/${ORDER_ID}/payments/attempts`) {
      windows += 1;
      return (
        fake.attempts?.() ?? { status: 201, body: { code: 'OK', message: '', data: windowAttempt(windows) } }
      );
    }
    if (call.path === '/api/payments/window')
      return ok(fake.window ?? { provider: 'sandbox', tossClientKey: null, portoneStoreId: null });
    if (call.method === 'POST' && call.path === '/api/orders')
      return {
        status: 201,
        body: {
          code: 'OK',
          message: '',
          data: fake.placed ?? { orderId: ORDER_ID, orderNumber: ORDER_NUMBER, revision: 1, status: 'SAVED' },
        },
      };
    if (call.method === 'POST' && call.path === `/api/orders/${ORDER_ID}/payments/failures`) {
      const body = call.body as { providerCode: string; providerOrderId?: string };
      return fake.failures?.(body) ?? windowFailed('UNKNOWN', body.providerCode);
    }
    if (call.method === 'POST' && call.path === `/api/orders/${ORDER_ID}/payments`) {
      const answer = fake.payments[Math.min(attempt, fake.payments.length - 1)]!;
      attempt += 1;
      return answer(call.body as PayOrderRequestDto);
    }
    if (call.path === `/api/orders/${ORDER_ID}`) return ok(fake.order ?? unpaidOrder());
    return { status: 404, body: { code: 'NOT_FOUND', message: 'not found', data: null } };
  });
};

export const paymentCalls = (calls: FakeCall[]) =>
  calls.filter((call) => call.method === 'POST' && call.path.endsWith('/payments'));
