import { ProviderUnavailableError } from './payment-provider.port';

const TIMEOUT_MS = 15_000;

/** A provider's answer: its status and its JSON body (null when it sent none, or not JSON). */
export interface ProviderAnswer {
  status: number;
  ok: boolean;
  payload: Record<string, unknown> | null;
}

/**
 * One request to a payment provider's REST API (no SDK; docs/payments.md says why): JSON both ways,
 * the Idempotency-Key where given, given up after 15 s. A request that got no answer (refused, reset,
 * timed out) is ProviderUnavailableError, named by `label` (the provider, method and path: never a
 * header, so the secret stays out of error messages); every answer is the caller's to read.
 */
export async function requestProvider(
  label: string,
  url: URL,
  request: { method: 'GET' | 'POST'; authorization: string; idempotencyKey?: string; body?: unknown },
): Promise<ProviderAnswer> {
  const headers: Record<string, string> = { Authorization: request.authorization };
  if (request.body !== undefined) headers['Content-Type'] = 'application/json';
  if (request.idempotencyKey) headers['Idempotency-Key'] = request.idempotencyKey;
  let response: Response;
  try {
    response = await fetch(url, {
      method: request.method,
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw new ProviderUnavailableError(`${label}: ${(error as Error).message}`);
  }
  const payload = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  return { status: response.status, ok: response.ok, payload };
}
