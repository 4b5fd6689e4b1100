// The payment provider's return addresses: confirm or say why it failed.
export { default } from '@/features/order-flow/payment/payment-return-page';
