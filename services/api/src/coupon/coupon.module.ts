import { Module } from '@nestjs/common';
import { CouponAdminHttpController } from './coupon-admin.http.controller';
import { CouponBook } from './coupon-book.service';
import { CouponUses } from './coupon-uses';
import { CouponsHttpController } from './coupons.http.controller';
import { MembershipAdminHttpController } from './membership-admin.http.controller';
import { Memberships } from './memberships.service';

/**
 * Coupons (a member's wallet, spending them on orders exactly once), membership tiers and VIP rates.
 * The order module prices with Memberships and CouponBook; the rules are libs/domain's.
 */
@Module({
  controllers: [CouponsHttpController, CouponAdminHttpController, MembershipAdminHttpController],
  providers: [CouponBook, CouponUses, Memberships],
  exports: [CouponBook, Memberships],
})
export class CouponModule {}
