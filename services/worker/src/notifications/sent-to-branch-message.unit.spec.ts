import { notificationKindOf, notificationMessage, NOTIFIED_EVENT_TYPES } from './notification-messages';

// Issue #32: a Taiwan order's cards leave the head office for the Taiwan branch, and the collector is
// told so in their language; the branch's receipt is a timeline step, not a mail of its own.
describe('the sent-to-branch message', () => {
  it('is sent for SentToBranch only', () => {
    expect(notificationKindOf({ type: 'SentToBranch', data: { branch: 'TW' } })).toBe('SENT_TO_BRANCH');
    expect(NOTIFIED_EVENT_TYPES).toContain('SentToBranch');
    expect(notificationKindOf({ type: 'ReceivedAtBranch', data: { branch: 'TW' } })).toBeNull();
  });

  it.each([
    ['tw', '台灣分公司'],
    ['ko', '대만 지사'],
    ['en', 'Taiwan branch'],
  ] as const)('names the order and the Taiwan branch in %s', (language, branch) => {
    const message = notificationMessage(
      'SENT_TO_BRANCH',
      language,
      { orderNumber: 'G261128-000001', link: 'https://example.test/account/order/1' },
      'TW',
    );
    for (const text of [message.subject, message.body, message.sms]) {
      expect(text).toContain('G261128-000001');
      expect(text).toContain(branch);
      expect(text).not.toContain('{{');
    }
    expect(message.body).toContain('https://example.test/account/order/1');
  });
});
