import { createHmac } from 'node:crypto';
import { constantTimeEqual } from '../constant-time';
import { WebhookRejectedError, type WebhookDelivery } from '../payment-provider.port';
import type { PortOneWebhookBody } from './portone.types';

// Standard Webhooks (standardwebhooks.com), as PortOne V2 sends them and its server SDK's
// Webhook.verify checks them: `webhook-signature` is a space-separated list of `v1,<base64
// HMAC-SHA256>` over `${webhook-id}.${webhook-timestamp}.${raw body}`, the key being the base64
// part of the secret (`whsec_` prefix optional); the timestamp must lie within the tolerance on
// either side.

const header = (headers: WebhookDelivery['headers'], name: string): string | undefined => {
  const value = headers[name] ?? headers[name.toLowerCase()];
  if (Array.isArray(value)) return value.length === 1 ? value[0] : undefined;
  return value;
};

const keyOf = (secret: string): Buffer => {
  const key = Buffer.from(secret.startsWith('whsec_') ? secret.slice(6) : secret, 'base64');
  if (key.length === 0) throw new Error('portone: the webhook secret is empty or not base64');
  return key;
};

export const standardWebhookSignature = (secret: string, id: string, timestamp: string, body: string) =>
  createHmac('sha256', keyOf(secret)).update(`${id}.${timestamp}.${body}`, 'utf8').digest('base64');

/** Checks the signature and the timestamp; returns the delivery id and the parsed body. */
export function verifyStandardWebhook(
  secret: string,
  delivery: WebhookDelivery,
  toleranceSeconds: number,
): { deliveryId: string; body: PortOneWebhookBody } {
  const id = header(delivery.headers, 'webhook-id');
  const timestamp = header(delivery.headers, 'webhook-timestamp');
  const signatures = header(delivery.headers, 'webhook-signature');
  if (!id || !timestamp || !signatures)
    throw new WebhookRejectedError('SIGNATURE', 'webhook-id, webhook-timestamp or webhook-signature missing');
  if (!/^\d{1,12}$/.test(timestamp) || id.length > 200)
    throw new WebhookRejectedError('SIGNATURE', 'webhook headers malformed');
  const expected = standardWebhookSignature(secret, id, timestamp, delivery.rawBody);
  const given = signatures
    .split(' ')
    .map((s) => s.split(','))
    .filter(([version, value]) => version === 'v1' && value)
    .map(([, value]) => value!);
  if (!given.some((value) => constantTimeEqual(value, expected)))
    throw new WebhookRejectedError('SIGNATURE', 'no matching webhook signature');
  if (Math.abs(Math.floor(delivery.now.getTime() / 1000) - Number(timestamp)) > toleranceSeconds)
    throw new WebhookRejectedError('REPLAYED', 'webhook timestamp outside the tolerance');
  let body: PortOneWebhookBody;
  try {
    body = JSON.parse(delivery.rawBody) as PortOneWebhookBody;
  } catch {
    throw new WebhookRejectedError('MALFORMED', 'signed body is not JSON');
  }
  if (typeof body !== 'object' || body === null || typeof body.type !== 'string')
    throw new WebhookRejectedError('MALFORMED', 'signed body has no type');
  return { deliveryId: id, body };
}
