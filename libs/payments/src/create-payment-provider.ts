import type { Pool } from 'pg';
import type { PaymentConfig } from '@slabworks/config';
import type { PaymentProvider } from './payment-provider.port';
import { SandboxPaymentProvider } from './sandbox/sandbox-payment.provider';
import { TossPaymentProvider } from './toss/toss-payment.provider';

/** The adapter PAYMENT_PROVIDER selects; the sandbox keeps its books in `pool`'s database. */
export function createPaymentProvider(config: PaymentConfig, pool: Pool): PaymentProvider {
  if (config.provider === 'toss')
    return new TossPaymentProvider({ baseUrl: config.tossApiUrl, secretKey: config.tossSecretKey });
  return new SandboxPaymentProvider(pool, {
    webhookSecret: config.webhookSecret,
    toleranceSeconds: config.webhookToleranceSeconds,
  });
}
