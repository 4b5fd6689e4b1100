import { companyView } from '@slabworks/config';
import { notificationMessage, NOTIFICATION_TEXTS } from './notification-messages';
import { TEST_COMPANY } from './test-company.testing';

// Issue 35 item 5: the mail that tells a collector to send the cards gives the receiving address from
// the company config (head office for Korea, the Taiwan branch for Taiwan), never a written-in one.
const company = TEST_COMPANY;
const facts = { orderNumber: 'G261128-000001', link: 'https://example.test/account/order/1' };

describe('the payment-received message', () => {
  it.each([
    ['ko', 'KR', '다음 주소로 보내 주세요: 부산광역시 해운대구 센텀로 7, 3층'],
    ['en', 'KR', 'to 3F, 7 Centum-ro, Busan.'],
    ['tw', 'TW', '寄至：台中市西屯區 1 號'],
    ['en', 'TW', 'to No. 1, Xitun Dist., Taichung.'],
  ] as const)('gives the configured receiving address (%s, %s service)', (language, country, line) => {
    const { receivingAddress } = companyView(company, language, country);
    const { body } = notificationMessage(
      'PAYMENT_RECEIVED',
      language,
      { ...facts, shippingMethod: 'SELF_SHIPPING', receivingAddress },
      country,
    );
    expect(body).toContain(line);
    expect(body).not.toMatch(/테헤란|Teheran|德黑蘭|\{\{/);
  });

  it('asks a visitor to bring the cards to the address, and a pickup to have them packed', () => {
    const receivingAddress = companyView(company, 'ko', 'KR').receivingAddress;
    expect(
      notificationMessage('PAYMENT_RECEIVED', 'ko', { ...facts, shippingMethod: 'VISIT', receivingAddress })
        .body,
    ).toContain('주소: 부산광역시 해운대구 센텀로 7, 3층');
    const pickup = notificationMessage('PAYMENT_RECEIVED', 'en', {
      ...facts,
      shippingMethod: 'QUICK',
      receivingAddress,
    }).body;
    expect(pickup).toContain(NOTIFICATION_TEXTS.en.PAYMENT_RECEIVED.pickup);
    expect(pickup).not.toContain('Busan');
  });

  it('has the same texts in ko, en and tw', () => {
    const keys = (language: 'ko' | 'en' | 'tw') =>
      Object.entries(NOTIFICATION_TEXTS[language]).map(
        ([kind, texts]) => `${kind}:${Object.keys(texts).sort()}`,
      );
    expect(keys('en')).toEqual(keys('ko'));
    expect(keys('tw')).toEqual(keys('ko'));
  });

  it('are branded one way per language: [슬랩웍스] in Korean, [Slabworks] in English and Chinese', () => {
    const brand = { ko: '[슬랩웍스] ', en: '[Slabworks] ', tw: '[Slabworks] ' } as const;
    for (const language of ['ko', 'en', 'tw'] as const)
      for (const texts of Object.values(NOTIFICATION_TEXTS[language])) {
        expect(texts.subject.startsWith(brand[language])).toBe(true);
        expect(texts.sms.startsWith(brand[language])).toBe(true);
      }
  });
});
