import { loadConfig } from '@slabworks/config';
import { FacebookOAuthProvider } from './facebook-oauth.provider';
import { KakaoOidcProvider } from './kakao-oidc.provider';
import { socialProviders } from './social-providers.factory';

const production = {
  NODE_ENV: 'production',
  AUTH_SECRET: 'x'.repeat(40),
  PAYMENT_PROVIDER: 'toss',
  TOSS_SECRET_KEY: 'test_sk',
  TOSS_CLIENT_KEY: 'test_ck',
  IDENTITY_PROVIDER: 'portone',
  PORTONE_API_SECRET: 'portone_x',
  PORTONE_STORE_ID: 'store-x',
  PORTONE_IDENTITY_CHANNEL_KEY: 'channel-key-x',
};

describe('socialProviders', () => {
  it('switches an unconfigured provider off in production', () => {
    expect([...socialProviders(loadConfig(production)).keys()]).toEqual([]);
  });

  it('uses the configured providers in production', () => {
    const ports = socialProviders(
      loadConfig({
        ...production,
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
