import { notificationKindOf, notificationMessage, NOTIFICATION_TEXTS } from './notification-messages';

// Issue #31: an unpaid order's expiry reaches the member in their language.
describe('the unpaid-order expiry message', () => {
  it('is sent for UnpaidOrderExpired', () =>
    expect(notificationKindOf({ type: 'UnpaidOrderExpired', data: {} })).toBe('ORDER_EXPIRED'));

  it.each(['ko', 'en', 'tw'] as const)('reads in %s with the order number and the deadline', (language) => {
    const message = notificationMessage('ORDER_EXPIRED', language, {
      orderNumber: 'G261128-000001',
      link: 'https://example.test/account/order/1',
      dueAt: '2026-11-29T03:00:00.000Z',
    });
    expect(message.subject).toContain('G261128-000001');
    expect(message.body).toContain('https://example.test/account/order/1');
    expect(message.body).not.toContain('{{');
    expect(message.body).toMatch(/2026/);
    expect(Object.keys(NOTIFICATION_TEXTS[language].ORDER_EXPIRED).sort()).toEqual([
      'body',
      'sms',
      'subject',
    ]);
  });

  it('tells the time on the clock of the member’s service: Seoul for KR, Taipei for TW', () => {
    // 15:30 UTC is 00:30 the next day in Seoul and 23:30 the same day in Taipei.
    const facts = { orderNumber: 'G1', link: 'l', dueAt: '2026-11-29T15:30:00.000Z' };
    expect(notificationMessage('ORDER_EXPIRED', 'en', facts, 'KR').body).toMatch(/Nov 30, 2026, 12:30/);
    expect(notificationMessage('ORDER_EXPIRED', 'en', facts, 'TW').body).toMatch(/Nov 29, 2026, 11:30/);
  });
});
