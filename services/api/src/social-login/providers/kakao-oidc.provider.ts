import * as client from 'openid-client';
import type { SocialIdentity } from '@slabworks/domain';
import {
  applyLocal,
  callbackFailureOf,
  localFetch,
  pkceChallenge,
  type ClientSetup,
} from './openid-client-setup';
import {
  SocialCallbackError,
  type AuthorizationRequest,
  type SocialProviderPort,
} from './social-provider.port';

/** Kakao's consent items: the e-mail and the nickname (Kakao Developers › Kakao Login › Consent items). */
const KAKAO_SCOPE = 'openid account_email profile_nickname';

/**
 * Kakao Login over OpenID Connect: authorization code with PKCE, state and nonce, the ID token checked
 * by openid-client (issuer, audience, signature, nonce), then the e-mail and whether Kakao verified it
 * from the userinfo endpoint (Kakao's ID token carries the e-mail but not email_verified).
 */
export class KakaoOidcProvider implements SocialProviderPort {
  readonly id = 'kakao' as const;
  private configuration?: Promise<client.Configuration>;

  constructor(
    private readonly issuer: string,
    private readonly setup: ClientSetup,
  ) {}

  async authorizationUrl(request: AuthorizationRequest): Promise<URL> {
    return client.buildAuthorizationUrl(await this.config(), {
      redirect_uri: request.redirectUri,
      scope: KAKAO_SCOPE,
      state: request.state,
      nonce: request.nonce,
      code_challenge: await pkceChallenge(request.codeVerifier),
      code_challenge_method: 'S256',
    });
  }

  async identify(callbackUrl: URL, request: AuthorizationRequest): Promise<SocialIdentity> {
    try {
      const config = await this.config();
      const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: request.codeVerifier,
        expectedState: request.state,
        expectedNonce: request.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new SocialCallbackError('ID_TOKEN_INVALID', 'no ID token');
      const info = await client.fetchUserInfo(config, tokens.access_token, claims.sub);
      const email =
        typeof info.email === 'string' ? info.email : typeof claims.email === 'string' ? claims.email : null;
      const name =
        [info.nickname, claims.nickname, info.name].find((v): v is string => typeof v === 'string') ?? null;
      return {
        provider: 'kakao',
        subject: claims.sub,
        email,
        emailVerified: email !== null && info.email_verified === true,
        name,
      };
    } catch (error) {
      throw callbackFailureOf(error);
    }
  }

  /** Discovery once, at the first log-in (a failed one is retried next time). */
  private config(): Promise<client.Configuration> {
    this.configuration ??= client
      .discovery(new URL(this.issuer), this.setup.clientId, this.setup.clientSecret || undefined, undefined, {
        // openid-client looks for allowInsecureRequests itself in this list (the local provider is http).
        ...(this.setup.local
          ? {
              execute: [
                client.allowInsecureRequests,
                (c: client.Configuration) => void applyLocal(c, this.setup),
              ],
              [client.customFetch]: localFetch(this.setup.local),
            }
          : {}),
      })
      .catch((error: unknown) => {
        this.configuration = undefined;
        throw error;
      });
    return this.configuration;
  }
}
