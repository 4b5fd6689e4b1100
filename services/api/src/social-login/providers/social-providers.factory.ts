import type { AppConfig } from '@slabworks/config';
import type { SocialProvider } from '@slabworks/domain';
import { DEV_CLIENTS, devIssuer } from '../dev/dev-provider-clients';
import { FacebookOAuthProvider } from './facebook-oauth.provider';
import { KakaoOidcProvider } from './kakao-oidc.provider';
import type { ClientSetup } from './openid-client-setup';
import type { SocialProviderPort, SocialProviderPorts } from './social-provider.port';

/** The api's own listening address, for server-side calls to the local provider. */
const internalOrigin = (config: AppConfig): string => {
  const host = ['0.0.0.0', '::', ''].includes(config.host) ? '127.0.0.1' : config.host;
  return `http://${host.includes(':') ? `[${host}]` : host}:${config.port}`;
};

/**
 * Configured providers use the real Kakao/Facebook; an unconfigured one is off in production and
 * the local provider (/api/dev/oidc) elsewhere, so `npm start` on a fresh machine has both buttons.
 */
export function socialProviders(config: AppConfig): SocialProviderPorts {
  const ports = new Map<SocialProvider, SocialProviderPort>();
  const { kakao, facebook } = config.social;
  const issuer = devIssuer(config.mail.publicUrl);
  const local = (p: SocialProvider): ClientSetup => ({
    ...DEV_CLIENTS[p],
    local: { publicOrigin: new URL(config.mail.publicUrl).origin, internalOrigin: internalOrigin(config) },
  });
  if (kakao) ports.set('kakao', new KakaoOidcProvider(kakao.issuer, kakao));
  else if (!config.production) ports.set('kakao', new KakaoOidcProvider(issuer, local('kakao')));
  if (facebook)
    ports.set(
      'facebook',
      new FacebookOAuthProvider({ issuer: 'https://www.facebook.com', ...facebook }, facebook),
    );
  else if (!config.production)
    ports.set(
      'facebook',
      new FacebookOAuthProvider(
        { issuer, authUrl: `${issuer}/auth`, tokenUrl: `${issuer}/token`, graphUrl: issuer },
        local('facebook'),
      ),
    );
  return ports;
}
