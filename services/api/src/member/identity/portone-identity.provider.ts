import type { ProviderVerification } from '@slabworks/domain';
import {
  IdentityProviderUnavailableError,
  type IdentityVerificationProvider,
} from './identity-provider.port';

/** The parts of PortOne V2's `IdentityVerification` (GET /identity-verifications/{id}) read here. */
interface PortOneIdentityVerification {
  status?: unknown;
  id?: unknown;
  verifiedAt?: unknown;
  verifiedCustomer?: { name?: unknown; birthDate?: unknown; phoneNumber?: unknown };
}

/**
 * PortOne V2 identity verification (본인인증). The browser SDK's `requestIdentityVerification`
 * verifies the person under our identityVerificationId; this reads the outcome with the API secret
 * (`Authorization: PortOne <secret>`): status READY, VERIFIED (with verifiedCustomer {name,
 * birthDate yyyy-MM-dd, phoneNumber digits, gender, ci, di…} and verifiedAt) or FAILED; 404 with
 * type IDENTITY_VERIFICATION_NOT_FOUND for an id it never saw.
 */
export class PortOneIdentityProvider implements IdentityVerificationProvider {
  readonly name = 'portone' as const;

  constructor(
    private readonly options: { apiUrl: string; apiSecret: string; storeId: string; timeoutMs?: number },
  ) {}

  async get(identityVerificationId: string): Promise<ProviderVerification | null> {
    const url = new URL(
      `identity-verifications/${encodeURIComponent(identityVerificationId)}`,
      this.options.apiUrl.endsWith('/') ? this.options.apiUrl : `${this.options.apiUrl}/`,
    );
    url.searchParams.set('storeId', this.options.storeId);
    let res: Response;
    try {
      res = await fetch(url, {
        headers: { authorization: `PortOne ${this.options.apiSecret}`, accept: 'application/json' },
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
      });
    } catch (error) {
      throw new IdentityProviderUnavailableError(`PortOne unreachable: ${(error as Error).message}`);
    }
    const body = (await res.json().catch(() => ({}))) as PortOneIdentityVerification & { type?: unknown };
    if (res.status === 404 && body.type === 'IDENTITY_VERIFICATION_NOT_FOUND') return null;
    if (!res.ok)
      throw new IdentityProviderUnavailableError(`PortOne answered ${res.status} ${String(body.type)}`);
    return parse(body);
  }
}

function parse(body: PortOneIdentityVerification): ProviderVerification {
  if (body.status === 'READY' || body.status === 'FAILED') return { status: body.status };
  const customer = body.verifiedCustomer;
  const verifiedAt = typeof body.verifiedAt === 'string' ? new Date(body.verifiedAt) : null;
  if (
    body.status !== 'VERIFIED' ||
    !customer ||
    typeof customer.name !== 'string' ||
    typeof customer.birthDate !== 'string' ||
    !verifiedAt ||
    Number.isNaN(verifiedAt.getTime())
  )
    throw new IdentityProviderUnavailableError(
      `PortOne answered an unknown verification: ${String(body.status)}`,
    );
  return {
    status: 'VERIFIED',
    name: customer.name,
    birthDate: customer.birthDate,
    phoneNumber: typeof customer.phoneNumber === 'string' ? customer.phoneNumber : null,
    verifiedAt,
  };
}
