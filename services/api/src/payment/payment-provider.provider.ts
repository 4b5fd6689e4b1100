import { Logger, type Provider } from '@nestjs/common';
import { Pool } from 'pg';
import type { AppConfig } from '@slabworks/config';
import { watchPool } from '@slabworks/connections';
import { createPaymentProvider, type PaymentProvider } from '@slabworks/payments';
import { APP_CONFIG } from '../config';

export const PAYMENT_PROVIDER = Symbol('PAYMENT_PROVIDER');
export const PAYMENT_PG_POOL = Symbol('PAYMENT_PG_POOL');

// The sandbox keeps its own books (schema payment_sandbox) on a small pool of its own.
export const PAYMENT_PROVIDERS: Provider[] = [
  {
    provide: PAYMENT_PG_POOL,
    inject: [APP_CONFIG],
    useFactory: (config: AppConfig) => {
      const pool = new Pool({
        connectionString: config.databaseUrl,
        max: 4,
        application_name: 'slabworks-payments',
      });
      watchPool(pool, 'PostgreSQL (payments)', new Logger('Database'));
      return pool;
    },
  },
  {
    provide: PAYMENT_PROVIDER,
    inject: [APP_CONFIG, PAYMENT_PG_POOL],
    useFactory: (config: AppConfig, pool: Pool): PaymentProvider =>
      createPaymentProvider(config.payment, pool),
  },
];
