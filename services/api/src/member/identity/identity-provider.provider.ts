import type { Provider } from '@nestjs/common';
import type { AppConfig } from '@slabworks/config';
import { DataSource } from 'typeorm';
import { APP_CONFIG } from '../../config';
import { IDENTITY_PROVIDER, type IdentityVerificationProvider } from './identity-provider.port';
import { PortOneIdentityProvider } from './portone-identity.provider';
import { SandboxIdentityProvider } from './sandbox-identity.provider';

/** IDENTITY_PROVIDER=sandbox (the local page) or portone (PortOne V2 REST). */
export const IDENTITY_PROVIDERS: Provider[] = [
  {
    provide: IDENTITY_PROVIDER,
    inject: [APP_CONFIG, DataSource],
    useFactory: (config: AppConfig, dataSource: DataSource): IdentityVerificationProvider =>
      config.identity.provider === 'portone'
        ? new PortOneIdentityProvider(config.identity.portone)
        : new SandboxIdentityProvider(dataSource),
  },
];
