import { createHmac } from 'node:crypto';
import { constantTimeEqual } from './constant-time';
import { WebhookRejectedError } from './payment-provider.port';

export const SIGNATURE_HEADER = 'sandbox-signature';

const sign = (secret: string, timestamp: number, body: string): string =>
  createHmac('sha256', secret).update(`${timestamp}.${body}`, 'utf8').digest('hex');

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">` (the Stripe / Standard Webhooks shape). */
export function signatureHeader(secret: string, body: string, now: Date): string {
  const t = Math.floor(now.getTime() / 1000);
  return `t=${t},v1=${sign(secret, t, body)}`;
}

/**
 * Checks the signature over the exact bytes received and refuses anything outside the replay window
 * (either side, so a future-dated signature cannot be stockpiled). Several v1 entries are allowed,
 * so a secret can be rotated.
 */
export function verifySignature(
  secret: string,
  header: string | undefined,
  body: string,
  now: Date,
  toleranceSeconds: number,
): void {
  if (!header) throw new WebhookRejectedError('SIGNATURE', 'signature header missing');
  const parts = header.split(',').map((p) => p.trim().split('='));
  const t = Number(parts.find(([k]) => k === 't')?.[1]);
  const given = parts.filter(([k, v]) => k === 'v1' && v).map(([, v]) => v!);
  if (!Number.isInteger(t) || given.length === 0)
    throw new WebhookRejectedError('SIGNATURE', 'signature header malformed');
  const expected = sign(secret, t, body);
  if (!given.some((v) => constantTimeEqual(v, expected)))
    throw new WebhookRejectedError('SIGNATURE', 'signature does not match');
  if (Math.abs(Math.floor(now.getTime() / 1000) - t) > toleranceSeconds)
    throw new WebhookRejectedError('REPLAYED', 'signature timestamp outside the replay window');
}
