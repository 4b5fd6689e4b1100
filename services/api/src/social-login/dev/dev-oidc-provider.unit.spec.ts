import { loadConfig } from '@slabworks/config';
import { mountDevOidcProvider } from './dev-oidc-provider';

describe('mountDevOidcProvider', () => {
  it('never touches the app in production (/api/dev/oidc stays 404 there)', async () => {
    const untouchable = new Proxy(
      {},
      {
        get: () => {
          throw new Error('production must not mount the local provider');
        },
      },
    );
    const config = loadConfig({
      NODE_ENV: 'production',
      AUTH_SECRET: 'x'.repeat(40),
      PAYMENT_PROVIDER: 'toss',
      TOSS_SECRET_KEY: 'test_sk',
      TOSS_CLIENT_KEY: 'test_ck',
      IDENTITY_PROVIDER: 'portone',
      PORTONE_API_SECRET: 'portone_x',
      PORTONE_STORE_ID: 'store-x',
      PORTONE_IDENTITY_CHANNEL_KEY: 'channel-key-x',
    });
    await expect(mountDevOidcProvider(untouchable as never, config)).resolves.toBeUndefined();
  });
});
