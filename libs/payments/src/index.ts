export * from './payment-method';
export * from './payment-provider.port';
export { constantTimeEqual } from './constant-time';
export { SIGNATURE_HEADER, signatureHeader, verifySignature } from './webhook-signature';
export {
  attemptChargeKey,
  chargeKey,
  refundKey,
  strayDepositKey,
  virtualAccountKey,
} from './idempotency-keys';
export { PROVIDER_ORDER_ID, providerOrderIdOf } from './provider-order-id';
export type { UnbookedMoney } from './unbooked-money';
export { createPaymentProvider } from './create-payment-provider';
export { SandboxPaymentProvider, type SandboxOptions } from './sandbox/sandbox-payment.provider';
export { PAYMENT_ADAPTER_MIGRATIONS } from './migrations';
export { DEFAULT_SANDBOX_CARD, SANDBOX_CARDS, SANDBOX_REJECTED_ACCOUNT_PREFIX } from './sandbox/test-cards';
export { TossPaymentProvider } from './toss/toss-payment.provider';
export { PortOnePaymentProvider, type PortOneOptions } from './portone/portone-payment.provider';
export { standardWebhookSignature } from './portone/portone-webhook';
export { DECLINE_REASONS, declineReasonOf, storedDeclineReason, type DeclineReason } from './decline-reasons';
