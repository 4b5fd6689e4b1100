import { beforeEach, describe, expect, it, vi } from 'vitest';

const requestPayment = vi.fn(async () => undefined);
const payment = vi.fn(() => ({ requestPayment }));
const loadTossPayments = vi.fn(async () => ({ payment }));
vi.mock('@tosspayments/tosspayments-sdk', () => ({ loadTossPayments }));

const { openTossCardWindow } = await import('./toss-window');

describe("Toss's card window", () => {
  beforeEach(() => vi.clearAllMocks());

  it('opens with the client key for the server-priced amount and returns to /kakaopay or /topclass', async () => {
    await openTossCardWindow({
      clientKey: 'test_ck_x',
      orderId: '4f9c2d1e-8a7b-4c3d-9e8f-0a1b2c3d4e5f',
      orderName: 'Slabworks order G261127-000001',
      amount: { value: 39600, currency: 'KRW' },
      customerKey: 'member-1',
      origin: 'https://slabworks.example',
      reholder: false,
    });
    expect(loadTossPayments).toHaveBeenCalledWith('test_ck_x');
    expect(payment).toHaveBeenCalledWith({ customerKey: 'member-1' });
    expect(requestPayment).toHaveBeenCalledWith({
      method: 'CARD',
      amount: { value: 39600, currency: 'KRW' },
      orderId: '4f9c2d1e-8a7b-4c3d-9e8f-0a1b2c3d4e5f',
      orderName: 'Slabworks order G261127-000001',
      successUrl: 'https://slabworks.example/kakaopay',
      failUrl: 'https://slabworks.example/topclass',
    });
  });

  it('brings a re-holder order back to its own complete page', async () => {
    const { tossReturnUrls } = await import('./toss-window');
    expect(tossReturnUrls('https://s.example', true)).toEqual({
      successUrl: 'https://s.example/kakaopay?type=REHOLDER',
      failUrl: 'https://s.example/topclass?type=REHOLDER',
    });
  });
});
