import { Body, Controller, Get, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentMember, SignedIn, type SessionMember } from '../auth';
import { ApiErrors, ApiName } from '../api-docs';
import { CouponBook } from './coupon-book.service';
import { RegisterCouponRequestDto } from './coupon.request.dto';
import { Memberships } from './memberships.service';

@ApiTags('coupons')
@Controller('member')
@SignedIn()
export class CouponsHttpController {
  constructor(
    private readonly book: CouponBook,
    private readonly memberships: Memberships,
  ) {}

  @Get('coupons')
  @ApiOperation({ summary: "The member's coupons: tab (usable, used, expired) and days to expiry" })
  @ApiName('listMyCoupons')
  list(@CurrentMember() me: SessionMember) {
    return this.book.list(me.id, new Date());
  }

  @Post('coupons')
  @ApiOperation({ summary: 'Register a coupon code (spec §5: required and valid; not for VIP accounts)' })
  @ApiName('registerCoupon')
  @ApiErrors(
    400,
    'COUPON.INVALID_CODE',
    'COUPON.EXPIRED',
    'COUPON.PAUSED',
    'COUPON.EXHAUSTED',
    'COUPON.ALREADY_USED',
    'COUPON.ALREADY_REGISTERED',
    'PRICING.VIP_COUPON_NOT_ALLOWED',
  )
  register(@CurrentMember() me: SessionMember, @Body() body: RegisterCouponRequestDto) {
    return this.book.register(me.id, me.role === 'VIP', body.code, new Date());
  }

  @Get('membership')
  @ApiOperation({ summary: "The member's membership: NORMAL or VIP, tier and the rate pricing uses" })
  @ApiName('getMyMembership')
  membership(@CurrentMember() me: SessionMember) {
    return this.memberships.standingOf(me.id);
  }
}
