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
});
