import i18next from 'i18next';
import { PAYMENT_METHODS } from '@slabworks/domain';
import { describe, expect, it } from 'vitest';
import en from '@/locales/en/account.json';
import ko from '@/locales/ko/account.json';
import tw from '@/locales/tw/account.json';
import { ledgerReasonText } from './ledger-reason';

const translator = async (lng: string) => {
  const i18n = i18next.createInstance();
  await i18n.init({ lng, resources: { ko: { account: ko }, en: { account: en }, tw: { account: tw } } });
  return i18n.getFixedT(lng, 'account');
};

describe('ledger reasons', () => {
  it('translates the code and keeps what follows it', async () => {
    const t = await translator('en');
    expect(ledgerReasonText('COUPON SPRING-10', t)).toBe('Coupon SPRING-10');
    expect(ledgerReasonText('TIER Gold 10%', t)).toBe('Membership tier Gold 10%');
    expect(ledgerReasonText('VIP 10%', t)).toBe('VIP discount 10%');
    expect(ledgerReasonText('VIP', t)).toBe('VIP discount');
    expect(ledgerReasonText('CARD', t)).toBe('Card');
  });

  it('keeps a person’s words and shows a dash for nothing', async () => {
    const t = await translator('ko');
    expect(ledgerReasonText('계좌번호가 틀립니다', t)).toBe('계좌번호가 틀립니다');
    expect(ledgerReasonText(null, t)).toBe('—');
  });

  it('has every code in ko, en and tw', async () => {
    const codes = [
      'COUPON',
      'TIER',
      'VIP',
      // Every payment method the domain knows: a new one fails here until it has its words.
      ...PAYMENT_METHODS,
      'ORIGINAL_PAYMENT',
      'BANK_TRANSFER',
    ];
    for (const lng of ['ko', 'en', 'tw']) {
      const t = await translator(lng);
      for (const code of codes)
        expect(ledgerReasonText(code, t), `${lng} ${code}`).not.toMatch(/ledger-reason|_/);
    }
  });
});
