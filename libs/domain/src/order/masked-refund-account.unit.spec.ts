import { maskAccountNumber, maskedRefundAccount } from './masked-refund-account';

describe('a refund account shown back to the member', () => {
  it('keeps the bank, the last four digits and the holder', () =>
    expect(
      maskedRefundAccount({ bank: '국민', accountNumber: '12345678901234', holderName: '김민수' }),
    ).toEqual({ bank: '국민', maskedAccountNumber: '****1234', holderName: '김민수' }));
  it('hides nothing of a number too short to hide', () => expect(maskAccountNumber('1234')).toBe('1234'));
});
