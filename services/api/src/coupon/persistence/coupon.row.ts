import type { CouponTerms, SubmitType } from '@slabworks/domain';

export interface CouponRow {
  id: string;
  code: string;
  name: string;
  discount_kind: 'AMOUNT' | 'RATE';
  amounts: CouponTerms['amounts'];
  rate_bp: number | null;
  minimum_order_amounts: CouponTerms['minimumOrderAmounts'];
  valid_from: Date;
  valid_until: Date;
  usage_limit: number | null;
  submit_types: SubmitType[];
  paused: boolean;
  created_by: string;
  created_at: Date;
}

export const COUPON_COLUMNS = `c.id, c.code, c.name, c.discount_kind, c.amounts, c.rate_bp, c.minimum_order_amounts,
  c.valid_from, c.valid_until, c.usage_limit, c.submit_types, c.paused, c.created_by, c.created_at`;

export const termsOf = (row: CouponRow): CouponTerms => ({
  code: row.code,
  discountKind: row.discount_kind,
  amounts: row.amounts,
  rateBp: row.rate_bp,
  minimumOrderAmounts: row.minimum_order_amounts,
  validFrom: row.valid_from.toISOString(),
  validUntil: row.valid_until.toISOString(),
  usageLimit: row.usage_limit,
  submitTypes: row.submit_types,
  paused: row.paused,
});

/** What the member and the console see of a coupon's terms. */
export const couponTermsView = (row: CouponRow) => ({
  id: row.id,
  code: row.code,
  name: row.name,
  discountKind: row.discount_kind,
  amounts: row.amounts,
  rateBp: row.rate_bp,
  minimumOrderAmounts: row.minimum_order_amounts,
  validFrom: row.valid_from.toISOString(),
  validUntil: row.valid_until.toISOString(),
  submitTypes: row.submit_types,
});
