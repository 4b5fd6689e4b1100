import { ProviderUnavailableError } from '../payment-provider.port';
import type { PortOneErrorBody } from './portone.types';

export class PortOneApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: PortOneErrorBody,
  ) {
    super(`${body.type}: ${body.message ?? ''}`);
  }
}

const TIMEOUT_MS = 15_000;

/**
 * Plain REST (no SDK; docs/payments.md says why): `Authorization: PortOne <API secret>`, JSON both
 * ways, and an Idempotency-Key on every POST (16–256 of [A-Za-z0-9-_]) so a retry after a lost
 * answer repeats nothing. The secret never appears in an error message.
 */
export class PortOneHttp {
  constructor(
    private readonly baseUrl: string,
    private readonly apiSecret: string,
    private readonly storeId: string,
  ) {}

  async call<T>(method: 'GET' | 'POST', path: string, body?: object, idempotencyKey?: string): Promise<T> {
    const headers: Record<string, string> = { Authorization: `PortOne ${this.apiSecret}` };
    const url = new URL(path, this.baseUrl);
    if (method === 'GET') url.searchParams.set('storeId', this.storeId);
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKeyOf(idempotencyKey);
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify({ storeId: this.storeId, ...body }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new ProviderUnavailableError(`portone ${method} ${path}: ${(error as Error).message}`);
    }
    const payload = (await response.json().catch(() => null)) as Record<string, unknown> | null;
    // An idempotent retry while the first is in flight: not answered yet, so ask again later.
    if (response.status >= 500 || payload?.type === 'IDEMPOTENCY_OUTSTANDING_REQUEST')
      throw new ProviderUnavailableError(`portone ${method} ${path}: ${response.status}`);
    if (!response.ok) {
      throw new PortOneApiError(response.status, {
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
