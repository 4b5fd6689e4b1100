import { describe, expect, it } from 'vitest';
import { providerReturnOf } from './use-payment-confirm';

describe('the payment window return address', () => {
  it("reads Toss's successUrl parameters", () => {
    const params = new URLSearchParams('paymentKey=sbxw_ab12&orderId=6f1c-90aa&amount=19800&type=REHOLDER');
    expect(providerReturnOf(params)).toEqual({
      paymentKey: 'sbxw_ab12',
      paid: { method: 'CARD' },
      orderId: '6f1c-90aa',
      amount: 19800,
    });
  });

  it("reads our order from `order` and the window's attempt from Toss's `orderId`", () => {
    const params = new URLSearchParams(
      'order=6f1c-90aa&type=REHOLDER&paymentKey=k1&orderId=pa-0193&amount=5',
    );
    expect(providerReturnOf(params)).toEqual({
      paymentKey: 'k1',
      paid: { method: 'CARD' },
      orderId: '6f1c-90aa',
      providerOrderId: 'pa-0193',
      amount: 5,
    });
    expect(
      providerReturnOf(new URLSearchParams('order=../x&paymentKey=k1&orderId=pa-0193&amount=5')),
    ).toBeNull();
  });

  it('reads the method the window was opened for, and refuses one it does not know', () => {
    const kakao = new URLSearchParams(
      'order=o-1&method=EASY_PAY&easyPay=KAKAOPAY&paymentKey=k&orderId=pa-1&amount=5',
    );
    expect(providerReturnOf(kakao)?.paid).toEqual({ method: 'EASY_PAY', easyPay: 'KAKAOPAY' });
    const mobile = new URLSearchParams('order=o-1&method=MOBILE&paymentKey=k&orderId=pa-1&amount=5');
    expect(providerReturnOf(mobile)?.paid).toEqual({ method: 'MOBILE' });
    for (const bad of [
      'method=VIRTUAL_ACCOUNT',
      'method=EASY_PAY',
      'method=CARD&easyPay=KAKAOPAY',
      'method=BITCOIN',
    ])
      expect(
        providerReturnOf(new URLSearchParams(`order=o-1&${bad}&paymentKey=k&orderId=pa-1&amount=5`)),
      ).toBeNull();
  });

  it('is not a return without all three, or with an amount that is not a whole number', () => {
    expect(providerReturnOf(new URLSearchParams('orderId=6f1c-90aa&amount=1'))).toBeNull();
    expect(providerReturnOf(new URLSearchParams('paymentKey=k&orderId=o1'))).toBeNull();
    expect(providerReturnOf(new URLSearchParams('paymentKey=k&orderId=o1&amount=1.5'))).toBeNull();
    expect(providerReturnOf(new URLSearchParams('paymentKey=k&orderId=../x&amount=1'))).toBeNull();
    expect(providerReturnOf(new URLSearchParams('code=REJECT_CARD_COMPANY&orderId=o1'))).toBeNull();
  });
});
