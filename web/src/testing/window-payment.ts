import type { WindowPaidMethod } from '@/features/order-flow/payment/toss-window';

/**
 * What a provider's payment window is opened with, whichever provider: the attempt's provider order
 * id, our order, the server's amount and where the window returns. Each provider adds its own key.
 */
export const windowPayment = {
  providerOrderId: 'pa-0193a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b',
  orderId: '4f9c2d1e-8a7b-4c3d-9e8f-0a1b2c3d4e5f',
  orderName: 'Slabworks order G261127-000001',
  amount: { value: 39600, currency: 'KRW' as const },
  customerKey: 'member-1',
  origin: 'https://slabworks.example',
  reholder: false,
  paid: { method: 'CARD' } as WindowPaidMethod,
};

/** The same window for a short order (o-1, G1) on another origin, where a test reads its addresses. */
export const shortWindowPayment = {
  ...windowPayment,
  providerOrderId: 'pa-1234567',
  orderId: 'o-1',
  orderName: 'G1',
  origin: 'https://s.example',
};
