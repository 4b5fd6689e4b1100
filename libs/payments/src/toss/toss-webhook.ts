export interface DepositCallback {
  orderId: string;
  secret: string;
  status: string;
  transactionKey: string;
}

const text = (v: unknown): v is string => typeof v === 'string' && v.length > 0 && v.length <= 300;

/** Samples differ on whether the fields sit at the top level or under `data`: accept both. */
export function parseDepositCallback(rawBody: string): DepositCallback | null {
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(rawBody) as Record<string, unknown>;
  } catch {
    return null;
  }
  if (typeof body !== 'object' || body === null) return null;
  if (body.eventType !== undefined && body.eventType !== 'DEPOSIT_CALLBACK') return null;
  const src = (typeof body.data === 'object' && body.data !== null ? body.data : body) as Record<
    string,
    unknown
  >;
  const { orderId, secret, status, transactionKey } = src;
  if (!text(orderId) || !text(secret) || !text(status) || !text(transactionKey)) return null;
  return { orderId, secret, status, transactionKey };
}
