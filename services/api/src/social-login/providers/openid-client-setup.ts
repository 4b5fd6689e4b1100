import * as client from 'openid-client';
import { SocialCallbackError, type CallbackFailure } from './social-provider.port';

export interface ClientSetup {
  readonly clientId: string;
  readonly clientSecret: string;
  /**
   * Outside production only: the local provider is reached over plain http, and server-side calls go
   * to the api's own listening address instead of PUBLIC_URL (localhost may resolve to ::1 first).
   */
  readonly local?: { readonly publicOrigin: string; readonly internalOrigin: string };
}

/**
 * Server-side calls to the local provider go to the api's own address; fetch drops a Host header,
 * so the public one travels as X-Forwarded-Host (the dev provider trusts it: `proxy`) and the
 * addresses it publishes stay the ones the browser uses.
 */
export function localFetch(local: NonNullable<ClientSetup['local']>): client.CustomFetch {
  const publicUrl = new URL(local.publicOrigin);
  return (url, options) => {
    if (!url.startsWith(local.publicOrigin)) return fetch(url, options as RequestInit);
    const headers = new Headers(options.headers as ConstructorParameters<typeof Headers>[0]);
    headers.set('x-forwarded-host', publicUrl.host);
    headers.set('x-forwarded-proto', publicUrl.protocol.replace(':', ''));
    return fetch(local.internalOrigin + url.slice(local.publicOrigin.length), {
      ...(options as RequestInit),
      headers,
    });
  };
}

/** Applies the local-provider allowances (plain http, internal address) to a configuration. */
export function applyLocal(config: client.Configuration, setup: ClientSetup): client.Configuration {
  if (!setup.local) return config;
  client.allowInsecureRequests(config);
  config[client.customFetch] = localFetch(setup.local);
  return config;
}

/** What went wrong in openid-client's terms, in ours. */
export function callbackFailureOf(error: unknown): SocialCallbackError {
  if (error instanceof SocialCallbackError) return error;
  const detail =
    error instanceof Error
      ? `${error.name} ${(error as { code?: string }).code ?? ''} ${error.message}`
      : String(error);
  let failure: CallbackFailure = 'PROVIDER_ERROR';
  if (error instanceof client.AuthorizationResponseError)
    failure = error.error === 'access_denied' ? 'DENIED' : 'PROVIDER_ERROR';
  else if (error instanceof client.ResponseBodyError)
    failure = error.error === 'invalid_grant' ? 'CODE_REJECTED' : 'PROVIDER_ERROR';
  else if (/state/i.test(detail)) failure = 'STATE_INVALID';
  else if (/nonce|JWT|id_token|ID Token/i.test(detail)) failure = 'ID_TOKEN_INVALID';
  return new SocialCallbackError(failure, detail);
}

export const pkceChallenge = (verifier: string): Promise<string> =>
  client.calculatePKCECodeChallenge(verifier);
