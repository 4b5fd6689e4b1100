import { loadConfig } from '@slabworks/config';
import { FacebookOAuthProvider } from './facebook-oauth.provider';
import { KakaoOidcProvider } from './kakao-oidc.provider';
import { PRODUCTION_ENV } from '../testing/production-env.testing';
import { socialProviders } from './social-providers.factory';

describe('socialProviders', () => {
  it('switches an unconfigured provider off in production', () => {
    expect([...socialProviders(loadConfig(PRODUCTION_ENV)).keys()]).toEqual([]);
  });

  it('uses the configured providers in production', () => {
    const ports = socialProviders(
      loadConfig({
        ...PRODUCTION_ENV,
        KAKAO_CLIENT_ID: 'k',
        FACEBOOK_CLIENT_ID: 'f',
        FACEBOOK_CLIENT_SECRET: 's',
      }),
    );
    expect(ports.get('kakao')).toBeInstanceOf(KakaoOidcProvider);
    expect(ports.get('facebook')).toBeInstanceOf(FacebookOAuthProvider);
  });

  it('stands the local provider in for both outside production', async () => {
    const ports = socialProviders(
      loadConfig({ NODE_ENV: 'development', PUBLIC_URL: 'http://localhost:3000' }),
    );
    const url = await ports.get('facebook')!.authorizationUrl({
      state: 's',
      nonce: 'n',
      codeVerifier: 'v'.repeat(43),
      redirectUri: 'http://localhost:3000/api/oauth/facebook/callback',
    });
    expect(url.origin + url.pathname).toBe('http://localhost:3000/api/dev/oidc/auth');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('client_id')).toBe('dev-facebook');
    expect([...ports.keys()]).toEqual(['kakao', 'facebook']);
  });

  it('refuses a Facebook app id without its secret', () => {
    expect(() => loadConfig({ FACEBOOK_CLIENT_ID: 'f' })).toThrow('FACEBOOK_CLIENT_SECRET');
  });
});
