import { notificationMessage } from './notification-messages';

// Issue 35 item 4: the shipped mail names the courier as people know it, never its stored code.
describe('the shipped message', () => {
  it.each([
    ['ko', 'CJ대한통운'],
    ['en', 'CJ Logistics'],
    ['tw', 'CJ大韓通運'],
  ] as const)('names the courier in %s', (language, name) => {
    const message = notificationMessage('SHIPPED', language, {
      orderNumber: 'G261128-000001',
      link: 'https://example.test/account/order/1',
      courier: 'CJ',
      trackingNumber: '998877',
    });
    expect(message.body).toContain(`${name}`);
    expect(message.sms).toContain(`${name} 998877`);
  });

  it('links the parcel’s tracking page, or the courier’s page to type the number in, or nothing', () => {
    const shipped = (courier: string) =>
      notificationMessage('SHIPPED', 'en', {
        orderNumber: 'G261128-000001',
        link: 'https://example.test/account/order/1',
        courier,
        trackingNumber: '998877',
      }).body;
    expect(shipped('CJ')).toContain(
      'Track the parcel: https://trace.cjlogistics.com/next/tracking.html?wblNo=998877\n',
    );
    expect(shipped('PELICAN')).toContain(
      'Track the parcel: https://www.e-can.com.tw/ (enter the tracking number there)',
    );
    // A courier outside the table: no tracking line, no empty line.
    expect(shipped('Pony Express')).toBe(
      'We shipped the cards of order G261128-000001.\nCourier Pony Express, tracking number 998877\nhttps://example.test/account/order/1',
    );
  });
});
