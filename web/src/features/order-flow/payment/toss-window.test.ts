import { beforeEach, describe, expect, it, vi } from 'vitest';
import { shortWindowPayment, windowPayment } from '@/testing/window-payment';

const requestPayment = vi.fn(async () => undefined);
const payment = vi.fn(() => ({ requestPayment }));
const loadTossPayments = vi.fn(async () => ({ payment }));
vi.mock('@tosspayments/tosspayments-sdk', () => ({ loadTossPayments }));

const { openTossWindow, sandboxWindowHref } = await import('./toss-window');

describe("Toss's card window", () => {
  beforeEach(() => vi.clearAllMocks());

  it("opens under the attempt's provider order id for the server-priced amount; returns name our order", async () => {
    await openTossWindow({ ...windowPayment, clientKey: 'test_ck_x', window: { method: 'CARD' } });
    expect(loadTossPayments).toHaveBeenCalledWith('test_ck_x');
    expect(payment).toHaveBeenCalledWith({ customerKey: 'member-1' });
    expect(requestPayment).toHaveBeenCalledWith({
      method: 'CARD',
      amount: { value: 39600, currency: 'KRW' },
      orderId: 'pa-0193a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b',
      orderName: 'Slabworks order G261127-000001',
      successUrl: 'https://slabworks.example/kakaopay?order=4f9c2d1e-8a7b-4c3d-9e8f-0a1b2c3d4e5f',
      failUrl: 'https://slabworks.example/topclass?order=4f9c2d1e-8a7b-4c3d-9e8f-0a1b2c3d4e5f',
    });
  });

  it('opens a quick pay straight on its wallet and carries the method to the return page', async () => {
    await openTossWindow({
      ...shortWindowPayment,
      clientKey: 'test_ck_x',
      window: { method: 'CARD', easyPay: 'KAKAOPAY' },
      paid: { method: 'EASY_PAY', easyPay: 'KAKAOPAY' },
    });
    expect(requestPayment).toHaveBeenCalledWith(
      expect.objectContaining({
        method: 'CARD',
        card: { flowMode: 'DIRECT', easyPay: 'KAKAOPAY' },
        successUrl: 'https://s.example/kakaopay?order=o-1&method=EASY_PAY&easyPay=KAKAOPAY',
      }),
    );
  });

  it('opens a mobile-phone window with Toss’s own method name', async () => {
    await openTossWindow({
      ...shortWindowPayment,
      clientKey: 'test_ck_x',
      reholder: true,
      window: { method: 'MOBILE_PHONE' },
      paid: { method: 'MOBILE' },
    });
    expect(requestPayment).toHaveBeenCalledWith(
      expect.objectContaining({
        method: 'MOBILE_PHONE',
        failUrl: 'https://s.example/topclass?order=o-1&type=REHOLDER&method=MOBILE',
      }),
    );
  });

  it("sends the sandbox's played window the attempt, the method and the same return addresses", () => {
    const href = new URL(
      sandboxWindowHref({
        providerOrderId: 'pa-1234567',
        orderId: 'o-1',
        orderName: 'G1',
        amount: 100,
        reholder: false,
        paid: { method: 'GIFT_CARD' },
        language: 'tw',
      }),
      'https://s.example',
    );
    expect(href.pathname).toBe('/api/payments/sandbox/checkout');
    expect(Object.fromEntries(href.searchParams)).toEqual({
      lang: 'tw',
      orderId: 'pa-1234567',
      amount: '100',
      orderName: 'G1',
      method: 'GIFT_CARD',
      successUrl: '/kakaopay?order=o-1&method=GIFT_CARD',
      failUrl: '/topclass?order=o-1&method=GIFT_CARD',
    });
  });

  it('brings a re-holder order back to its own complete page', async () => {
    const { tossReturnUrls } = await import('./toss-window');
    expect(tossReturnUrls('https://s.example', true, 'o-1')).toEqual({
      successUrl: 'https://s.example/kakaopay?order=o-1&type=REHOLDER',
      failUrl: 'https://s.example/topclass?order=o-1&type=REHOLDER',
    });
  });
});
