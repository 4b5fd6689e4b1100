// The payment module's one public face: what other api modules use of it (services/api/src/CONVENTIONS.md).
export { PaymentModule } from './payment.module';
export { PAYMENT_MIGRATIONS } from './persistence/payment-migrations';
