import type { SocialIdentity, SocialProvider } from '@slabworks/domain';

/** What a log-in attempt keeps between leaving for the provider and coming back (flow/login-flow.store.ts). */
export interface AuthorizationRequest {
  readonly state: string;
  readonly nonce: string;
  readonly codeVerifier: string;
  readonly redirectUri: string;
}

/** Why a callback was refused; logged, and the person sees the spec's "link failed" message. */
export type CallbackFailure =
  | 'STATE_INVALID'
  | 'DENIED'
  | 'PROVIDER_ERROR'
  | 'CODE_REJECTED'
  | 'ID_TOKEN_INVALID'
  | 'PROFILE_UNAVAILABLE';

export class SocialCallbackError extends Error {
  constructor(
    readonly failure: CallbackFailure,
    detail: string,
  ) {
    super(`${failure}: ${detail}`);
  }
}

/**
 * One identity provider (Kakao over OpenID Connect, Facebook over OAuth 2 + Graph). Adapters check
 * state, PKCE and (OIDC) nonce and the ID token; anything wrong is a SocialCallbackError.
 */
export interface SocialProviderPort {
  readonly id: SocialProvider;
  authorizationUrl(request: AuthorizationRequest): Promise<URL>;
  /** `callbackUrl` is the full URL the browser came back on (code, state, iss or error). */
  identify(callbackUrl: URL, request: AuthorizationRequest): Promise<SocialIdentity>;
}

export const SOCIAL_PROVIDER_PORTS = Symbol('SOCIAL_PROVIDER_PORTS');
export type SocialProviderPorts = ReadonlyMap<SocialProvider, SocialProviderPort>;
