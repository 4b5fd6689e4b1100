// The coupon module's one public face: what other api modules use of it (services/api/src/CONVENTIONS.md).
export { CouponBook } from './coupon-book.service';
export type { CouponOrder } from './coupon-book.service';
export { CouponModule } from './coupon.module';
export { Memberships } from './memberships.service';
export { COUPON_MIGRATIONS } from './persistence/coupon-migrations';
