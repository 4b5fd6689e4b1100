import { describe, expect, it } from 'vitest';
import { providerReturnOf } from './use-payment-confirm';

describe('the payment window return address', () => {
  it("reads Toss's successUrl parameters", () => {
    const params = new URLSearchParams('paymentKey=sbxw_ab12&orderId=6f1c-90aa&amount=19800&type=REHOLDER');
    expect(providerReturnOf(params)).toEqual({
      paymentKey: 'sbxw_ab12',
      orderId: '6f1c-90aa',
      amount: 19800,
    });
  });

  it('is not a return without all three, or with an amount that is not a whole number', () => {
    expect(providerReturnOf(new URLSearchParams('orderId=6f1c-90aa&amount=1'))).toBeNull();
    expect(providerReturnOf(new URLSearchParams('paymentKey=k&orderId=o1'))).toBeNull();
    expect(providerReturnOf(new URLSearchParams('paymentKey=k&orderId=o1&amount=1.5'))).toBeNull();
    expect(providerReturnOf(new URLSearchParams('paymentKey=k&orderId=../x&amount=1'))).toBeNull();
    expect(providerReturnOf(new URLSearchParams('code=REJECT_CARD_COMPANY&orderId=o1'))).toBeNull();
  });
});
