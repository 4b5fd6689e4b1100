/**
 * The least configuration loadConfig accepts for production (a real payment and identity provider,
 * a long secret), for unit tests of what social log-in does differently there.
 */
export const PRODUCTION_ENV: Readonly<Record<string, string>> = {
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
