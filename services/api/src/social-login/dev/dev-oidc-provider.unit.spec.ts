import { loadConfig } from '@slabworks/config';
import { PRODUCTION_ENV } from '../testing/production-env.testing';
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
    const config = loadConfig(PRODUCTION_ENV);
    await expect(mountDevOidcProvider(untouchable as never, config)).resolves.toBeUndefined();
  });
});
