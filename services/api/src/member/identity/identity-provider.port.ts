import type { ProviderVerification } from '@slabworks/domain';

export const IDENTITY_PROVIDER = Symbol('IDENTITY_PROVIDER');

/** The provider is down or answered what its documentation does not: nothing is decided. */
export class IdentityProviderUnavailableError extends Error {}

/**
 * An identity-verification (본인인증) provider: the browser verifies the person in the provider's
 * window under an id we chose; the server then asks the provider, never the browser, what it found.
 */
export interface IdentityVerificationProvider {
  readonly name: 'sandbox' | 'portone';
  /** null: the provider knows no verification of that id. */
  get(identityVerificationId: string): Promise<ProviderVerification | null>;
}
