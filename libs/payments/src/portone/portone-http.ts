import { ProviderUnavailableError } from '../payment-provider.port';
import { requestProvider } from '../provider-http';
import type { PortOneErrorBody } from './portone.types';

export class PortOneApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: PortOneErrorBody,
  ) {
    super(`${body.type}: ${body.message ?? ''}`);
  }
}

/**
 * Plain REST (requestProvider): `Authorization: PortOne <API secret>`, the store id with every call,
 * and an Idempotency-Key on every POST (16–256 of [A-Za-z0-9-_]) so a retry after a lost
 * answer repeats nothing. The secret never appears in an error message.
 */
export class PortOneHttp {
  constructor(
    private readonly baseUrl: string,
    private readonly apiSecret: string,
    private readonly storeId: string,
  ) {}

  async call<T>(method: 'GET' | 'POST', path: string, body?: object, idempotencyKey?: string): Promise<T> {
    const url = new URL(path, this.baseUrl);
    if (method === 'GET') url.searchParams.set('storeId', this.storeId);
    const label = `portone ${method} ${path}`;
    const { status, ok, payload } = await requestProvider(label, url, {
      method,
      authorization: `PortOne ${this.apiSecret}`,
      ...(idempotencyKey ? { idempotencyKey: idempotencyKeyOf(idempotencyKey) } : {}),
      ...(body === undefined ? {} : { body: { storeId: this.storeId, ...body } }),
    });
    // An idempotent retry while the first is in flight: not answered yet, so ask again later.
    if (status >= 500 || payload?.type === 'IDEMPOTENCY_OUTSTANDING_REQUEST')
      throw new ProviderUnavailableError(`${label}: ${status}`);
    if (!ok) {
      throw new PortOneApiError(status, {
        type: String(payload?.type ?? 'UNKNOWN'),
        message: String(payload?.message ?? ''),
        ...(typeof payload?.pgCode === 'string' ? { pgCode: payload.pgCode } : {}),
        ...(typeof payload?.pgMessage === 'string' ? { pgMessage: payload.pgMessage } : {}),
      });
    }
    return payload as T;
  }
}

/** Our keys (charge-…, refund-…) fit PortOne's rule; a shorter one is padded, a longer one cut. */
export const idempotencyKeyOf = (key: string): string => {
  const clean = key.replace(/[^A-Za-z0-9_-]/g, '_');
  return clean.padEnd(16, '_').slice(0, 256);
};
