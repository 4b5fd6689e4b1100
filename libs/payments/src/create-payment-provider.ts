import type { Pool } from 'pg';
import type { PaymentConfig } from '@slabworks/config';
import type { PaymentProvider } from './payment-provider.port';
import { SandboxPaymentProvider } from './sandbox/sandbox-payment.provider';
import { TossPaymentProvider } from './toss/toss-payment.provider';
import { PortOnePaymentProvider } from './portone/portone-payment.provider';

/** The adapter PAYMENT_PROVIDER selects; the sandbox keeps its books in `pool`'s database. */
export function createPaymentProvider(config: PaymentConfig, pool: Pool): PaymentProvider {
  if (config.provider === 'toss')
    return new TossPaymentProvider({ baseUrl: config.tossApiUrl, secretKey: config.tossSecretKey });
  if (config.provider === 'portone')
    return new PortOnePaymentProvider({
      baseUrl: config.portone.apiUrl,
      apiSecret: config.portone.apiSecret,
      storeId: config.portone.storeId,
      channelKey: config.portone.channelKey,
      channelKeys: config.portone.channelKeys,
      webhookSecret: config.portone.webhookSecret,
      toleranceSeconds: config.webhookToleranceSeconds,
    });
  return new SandboxPaymentProvider(pool, {
    webhookSecret: config.webhookSecret,
    toleranceSeconds: config.webhookToleranceSeconds,
  });
}
