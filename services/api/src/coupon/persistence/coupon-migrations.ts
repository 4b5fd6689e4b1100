import { CreateCouponsAndTiers1764000017000 } from './migrations/1764000017000-create-coupons-and-tiers';

// After the member tables (member_coupons and member.tier_id refer to member).
export const COUPON_MIGRATIONS = [CreateCouponsAndTiers1764000017000];
