import { ProviderUnavailableError } from '../payment-provider.port';

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

const TIMEOUT_MS = 15_000;

/**
 * Plain REST (no SDK): Basic auth with the secret key and an empty password, JSON both ways, and an
 * Idempotency-Key on every POST so a retry after a lost answer repeats nothing.
 */
export class TossHttp {
  constructor(
    private readonly baseUrl: string,
    private readonly secretKey: string,
  ) {}

  async call<T>(method: 'GET' | 'POST', path: string, body?: unknown, idempotencyKey?: string): Promise<T> {
    const headers: Record<string, string> = {
      Authorization: `Basic ${Buffer.from(`${this.secretKey}:`).toString('base64')}`,
    };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;
    let response: Response;
    try {
      response = await fetch(new URL(path, this.baseUrl), {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new ProviderUnavailableError(`toss ${method} ${path}: ${(error as Error).message}`);
    }
    const payload = (await response.json().catch(() => null)) as Record<string, unknown> | null;
    if (response.status >= 500 || payload?.code === 'PROVIDER_ERROR')
      throw new ProviderUnavailableError(`toss ${method} ${path}: ${response.status}`);
    if (!response.ok) {
      throw new TossApiError({
        status: response.status,
        code: String(payload?.code ?? 'UNKNOWN'),
        message: String(payload?.message ?? ''),
      });
    }
    return payload as T;
  }
}
