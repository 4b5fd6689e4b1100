import { WebhookRejectedError } from './payment-provider.port';
import { signatureHeader, verifySignature } from './webhook-signature';

const SECRET = 'whsec_test';
const BODY = '{"eventType":"DEPOSIT"}';
const NOW = new Date('2026-11-22T03:00:00Z');

const rejection = (fn: () => void) => {
  try {
    fn();
  } catch (e) {
    return (e as WebhookRejectedError).reason;
  }
  return 'ACCEPTED';
};

describe('webhook signature (HMAC-SHA256 over timestamp.body)', () => {
  it('accepts the exact body within the window', () => {
    const header = signatureHeader(SECRET, BODY, NOW);
    expect(
      rejection(() => verifySignature(SECRET, header, BODY, new Date(NOW.getTime() + 299_000), 300)),
    ).toBe('ACCEPTED');
  });

  it('refuses a changed body, another secret, a missing or malformed header', () => {
    const header = signatureHeader(SECRET, BODY, NOW);
    expect(
      rejection(() => verifySignature(SECRET, header, BODY.replace('DEPOSIT', 'DEPOSIT '), NOW, 300)),
    ).toBe('SIGNATURE');
    expect(rejection(() => verifySignature('other', header, BODY, NOW, 300))).toBe('SIGNATURE');
    expect(rejection(() => verifySignature(SECRET, undefined, BODY, NOW, 300))).toBe('SIGNATURE');
    expect(rejection(() => verifySignature(SECRET, 'v1=abc', BODY, NOW, 300))).toBe('SIGNATURE');
  });

  it('refuses a replay older than the window and a future-dated signature', () => {
    const header = signatureHeader(SECRET, BODY, NOW);
    expect(
      rejection(() => verifySignature(SECRET, header, BODY, new Date(NOW.getTime() + 301_000), 300)),
    ).toBe('REPLAYED');
    const future = signatureHeader(SECRET, BODY, new Date(NOW.getTime() + 3_600_000));
    expect(rejection(() => verifySignature(SECRET, future, BODY, NOW, 300))).toBe('REPLAYED');
  });

  it('accepts any of several v1 signatures (secret rotation)', () => {
    const good = signatureHeader(SECRET, BODY, NOW);
    const t = good.split(',')[0];
    const rotated = `${t},v1=${'0'.repeat(64)},${good.split(',')[1]}`;
    expect(rejection(() => verifySignature(SECRET, rotated, BODY, NOW, 300))).toBe('ACCEPTED');
  });
});
