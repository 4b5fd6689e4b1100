import { ProviderUnavailableError } from '../payment-provider.port';
import { requestProvider } from '../provider-http';

export interface TossError {
  status: number;
  code: string;
  message: string;
}

export class TossApiError extends Error {
  constructor(readonly error: TossError) {
    super(`${error.code}: ${error.message}`);
  }
}

/**
 * Plain REST (requestProvider): Basic auth with the secret key and an empty password, JSON both ways, and an
 * Idempotency-Key on every POST so a retry after a lost answer repeats nothing.
 */
export class TossHttp {
  constructor(
    private readonly baseUrl: string,
    private readonly secretKey: string,
  ) {}

  async call<T>(method: 'GET' | 'POST', path: string, body?: unknown, idempotencyKey?: string): Promise<T> {
    const label = `toss ${method} ${path}`;
    const { status, ok, payload } = await requestProvider(label, new URL(path, this.baseUrl), {
      method,
      authorization: `Basic ${Buffer.from(`${this.secretKey}:`).toString('base64')}`,
      ...(idempotencyKey ? { idempotencyKey } : {}),
      ...(body === undefined ? {} : { body }),
    });
    if (status >= 500 || payload?.code === 'PROVIDER_ERROR')
      throw new ProviderUnavailableError(`${label}: ${status}`);
    if (!ok) {
      throw new TossApiError({
        status,
        code: String(payload?.code ?? 'UNKNOWN'),
        message: String(payload?.message ?? ''),
      });
    }
    return payload as T;
  }
}
