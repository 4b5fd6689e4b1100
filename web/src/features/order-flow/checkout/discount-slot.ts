import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import type { Currency } from '@slabworks/domain';
import type { PricedOrder } from '@/lib/api/generated/slabworks-api';

/**
 * What a discount picker needs from a checkout (grading or re-holder). The order flow does not import
 * the coupons feature: app/ routes plug its picker in, and it edits the form's couponIds.
 */
export interface DiscountSlot {
  submitType: 'GENERAL' | 'SIMPLE' | 'REHOLDER';
  currency: Currency;
  priced?: PricedOrder;
  quoteError?: FetchBaseQueryError | SerializedError;
}
