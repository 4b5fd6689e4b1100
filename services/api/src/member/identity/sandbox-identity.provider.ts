import type { ProviderVerification } from '@slabworks/domain';
import type { DataSource } from 'typeorm';
import type { IdentityVerificationProvider } from './identity-provider.port';

/** The sandbox page's code: any other code fails the verification, as a wrong SMS code would. */
export const SANDBOX_IDENTITY_CODE = '000000';

export interface SandboxIdentityInput {
  readonly name: string;
  readonly birthDate: string;
  readonly operator: string;
  readonly phoneNumber: string;
  readonly code: string;
}

/**
 * Plays PortOne's identity verification locally (development, tests, staging): the sandbox page
 * records what the person typed under the verification's id, as PortOne keeps its own record, and
 * the api reads it back through the same port. It verifies anyone who types the code: never live.
 */
export class SandboxIdentityProvider implements IdentityVerificationProvider {
  readonly name = 'sandbox' as const;

  constructor(private readonly dataSource: DataSource) {}

  /** The page's "verify": VERIFIED with the typed person, or FAILED on a wrong code. Once per id. */
  async complete(id: string, input: SandboxIdentityInput): Promise<'VERIFIED' | 'FAILED'> {
    const status = input.code === SANDBOX_IDENTITY_CODE ? 'VERIFIED' : 'FAILED';
    await this.dataSource.query(
      `INSERT INTO identity_sandbox.verifications (id, status, name, birth_date, phone_number, operator)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (id) DO UPDATE SET status = EXCLUDED.status, name = EXCLUDED.name,
         birth_date = EXCLUDED.birth_date, phone_number = EXCLUDED.phone_number,
         operator = EXCLUDED.operator, verified_at = now()
       WHERE identity_sandbox.verifications.status <> 'VERIFIED'`,
      [id, status, input.name, input.birthDate, input.phoneNumber.replace(/\D/g, ''), input.operator],
    );
    return status;
  }

  async get(id: string): Promise<ProviderVerification | null> {
    const rows: Array<{
      status: 'VERIFIED' | 'FAILED';
      name: string;
      birth_date: string;
      phone_number: string;
      verified_at: Date;
    }> = await this.dataSource.query(
      `SELECT status, name, birth_date, phone_number, verified_at FROM identity_sandbox.verifications WHERE id = $1`,
      [id],
    );
    const row = rows[0];
    if (!row) return { status: 'READY' };
    if (row.status === 'FAILED') return { status: 'FAILED' };
    return {
      status: 'VERIFIED',
      name: row.name,
      birthDate: row.birth_date,
      phoneNumber: row.phone_number,
      verifiedAt: new Date(row.verified_at),
    };
  }
}
