import {
  allowsPartialRefund,
  CHECKOUT_METHODS,
  CHECKOUT_METHOD_RULES,
  checkoutMethodOf,
} from './checkout-methods';

describe('checkout methods', () => {
  it('offers every method spec §1 names, each once', () =>
    expect(CHECKOUT_METHODS).toEqual([
      'CARD',
      'TRANSFER',
      'VIRTUAL_ACCOUNT',
      'MOBILE',
      'KAKAOPAY',
      'NAVERPAY',
      'TOSSPAY',
      'GIFT_CARD',
    ]));
  it.each(CHECKOUT_METHODS)('finds %s again from what the order records', (choice) => {
    const rule = CHECKOUT_METHOD_RULES[choice];
    expect(checkoutMethodOf(rule.method, rule.easyPay)).toBe(choice);
  });
  it('refunds part only where the provider can', () => {
    expect(['MOBILE', 'GIFT_CARD'].filter((m) => !allowsPartialRefund(m as never))).toEqual([
      'MOBILE',
      'GIFT_CARD',
    ]);
    expect(allowsPartialRefund('EASY_PAY')).toBe(true);
    expect(allowsPartialRefund('CARD')).toBe(true);
  });
  it('asks for a bank account only where the money goes back by transfer', () =>
    expect(CHECKOUT_METHODS.filter((m) => CHECKOUT_METHOD_RULES[m].refundNeedsAccount)).toEqual([
      'VIRTUAL_ACCOUNT',
    ]));
});
