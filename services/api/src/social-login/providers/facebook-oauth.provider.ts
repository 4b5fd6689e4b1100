import * as client from 'openid-client';
import type { SocialIdentity } from '@slabworks/domain';
import { applyLocal, callbackFailureOf, pkceChallenge, type ClientSetup } from './openid-client-setup';
import {
  SocialCallbackError,
  type AuthorizationRequest,
  type SocialProviderPort,
} from './social-provider.port';

export interface FacebookEndpoints {
  /** Issuer the authorization response's `iss` is checked against (the local provider sends one). */
  readonly issuer: string;
  readonly authUrl: string;
  readonly tokenUrl: string;
  readonly graphUrl: string;
}

/**
 * Facebook Login: the OAuth 2 authorization code flow with state and PKCE (openid-client without
 * OpenID Connect), then Graph `me?fields=id,email,name`. Facebook only returns confirmed e-mails,
 * so an e-mail it gives counts as verified; an account without one is asked for an e-mail.
 */
export class FacebookOAuthProvider implements SocialProviderPort {
  readonly id = 'facebook' as const;
  private readonly configuration: client.Configuration;

  constructor(
    private readonly endpoints: FacebookEndpoints,
    setup: ClientSetup,
  ) {
    this.configuration = applyLocal(
      new client.Configuration(
        {
          issuer: endpoints.issuer,
          authorization_endpoint: endpoints.authUrl,
          token_endpoint: endpoints.tokenUrl,
        },
        setup.clientId,
        setup.clientSecret,
      ),
      setup,
    );
  }

  async authorizationUrl(request: AuthorizationRequest): Promise<URL> {
    return client.buildAuthorizationUrl(this.configuration, {
      redirect_uri: request.redirectUri,
      scope: 'email public_profile',
      state: request.state,
      code_challenge: await pkceChallenge(request.codeVerifier),
      code_challenge_method: 'S256',
    });
  }

  async identify(callbackUrl: URL, request: AuthorizationRequest): Promise<SocialIdentity> {
    try {
      const tokens = await client.authorizationCodeGrant(this.configuration, callbackUrl, {
        pkceCodeVerifier: request.codeVerifier,
        expectedState: request.state,
      });
      const me = new URL(`${this.endpoints.graphUrl.replace(/\/$/, '')}/me`);
      me.searchParams.set('fields', 'id,email,name');
      const res = await client.fetchProtectedResource(this.configuration, tokens.access_token, me, 'GET');
      if (!res.ok) throw new SocialCallbackError('PROFILE_UNAVAILABLE', `Graph answered ${res.status}`);
      const body = (await res.json()) as { id?: unknown; email?: unknown; name?: unknown };
      if (typeof body.id !== 'string' || !body.id)
        throw new SocialCallbackError('PROFILE_UNAVAILABLE', 'no id');
      const email = typeof body.email === 'string' && body.email ? body.email : null;
      return {
        provider: 'facebook',
        subject: body.id,
        email,
        emailVerified: email !== null,
        name: typeof body.name === 'string' ? body.name : null,
      };
    } catch (error) {
      throw callbackFailureOf(error);
    }
  }
}
