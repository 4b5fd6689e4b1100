import { DomainError } from '../errors/domain-error';
import type { CardCategory, OrderItemType } from '../order/card.values';
import type { CardLine } from '../order/order-input.types';
import type { OrderType, SubmitType } from '../order/order.values';
import { CostPolicy } from './cost-policy';
import { Currency, isMinorUnits } from './currency';
import { deliveryCostFor, isJejuPostalCode } from './delivery-cost';
import { AppliedDiscount, CouponDiscount, DiscountLine, Membership, resolveDiscount } from './discount';
import { isDiscountRateBp } from './discount-rate';
import { ItemPriceBreakdown, itemPrice } from './item-price';
import { itemTypeOf } from './item-type';
import { countItems, OrderCounts } from './order-counts';
import { orderTypeFor } from './order-type';
import { reholderBasePrice, reholderUnitPrice } from './reholder-price';

export interface PricingInput {
  submitType: SubmitType;
  orderType?: OrderType | null;
  currency: Currency;
  cardLines?: CardLine[];
  certificationNumbers?: string[];
  returnPostalCode?: string | null;
  coupons?: CouponDiscount[];
}

export interface PricedItem extends ItemPriceBreakdown {
  itemId: string;
  lineId: string | null;
  itemType: OrderItemType;
  cardCategory: CardCategory | null;
  isAuto: boolean;
  certificationNumber: string | null;
}

export interface PricedOrder {
  currency: Currency;
  submitType: SubmitType;
  orderType: OrderType;
  items: PricedItem[];
  counts: OrderCounts;
  totalPrice: number;
  discount: AppliedDiscount;
  membershipDiscountRateBp: number;
  isJeju: boolean;
  deliveryCost: number;
  totalAmount: number;
}

// One item per physical card: a line of quantity 3 becomes items <lineId>-1..3, each graded alone.
export const cardItemId = (lineId: string, index: number): string => `${lineId}-${index}`;
export const reholderItemId = (certificationNumber: string): string => `RH-${certificationNumber}`;

const assertPolicy = (policy: CostPolicy, currency: Currency, membership: Membership): void => {
  if (policy.currency !== currency) {
    throw new DomainError(
      'PRICING.CURRENCY_MISMATCH',
      `Cost policy is ${policy.currency}, order is ${currency}`,
    );
  }
  const amounts = [
    ...policy.productCardCategory.map((row) => row.amount),
    ...policy.productService.map((row) => row.amount),
    ...(policy.delivery ? [policy.delivery.base, policy.delivery.jejuExtra] : []),
  ];
  if (!amounts.every(isMinorUnits) || !isDiscountRateBp(membership.discountRateBp)) {
    throw new DomainError(
      'PRICING.INVALID_AMOUNT',
      'Cost policy amounts must be non-negative integer minor units',
    );
  }
};

const priceItems = (
  input: PricingInput,
  orderType: OrderType,
  policy: CostPolicy,
  membership: Membership,
) => {
  if (orderType === 'REHOLDER') {
    const unit = reholderUnitPrice(policy, membership.discountRateBp);
    return (input.certificationNumbers ?? []).map((certificationNumber): PricedItem => ({
      itemId: reholderItemId(certificationNumber),
      lineId: null,
      itemType: 'REHOLDER',
      cardCategory: null,
      isAuto: false,
      certificationNumber,
      categoryAmount: 0,
      serviceAmount: unit,
      autoGradingAmount: 0,
      simpleSubmissionAmount: 0,
      eventDeduction: 0,
      price: unit,
    }));
  }
  return (input.cardLines ?? []).flatMap((line) => {
    const breakdown = itemPrice(line, orderType, input.submitType, policy);
    return Array.from({ length: Math.max(0, Math.floor(line.quantity)) }, (_, i) => ({
      itemId: cardItemId(line.lineId, i + 1),
      lineId: line.lineId,
      itemType: itemTypeOf(line),
      cardCategory: line.cardCategory,
      isAuto: line.isAuto,
      certificationNumber: null,
      ...breakdown,
    }));
  });
};

// A re-holder order's membership rate is inside its unit price (spec §9); the ledger still names it.
const rateInPrice = (count: number, policy: CostPolicy, membership: Membership): DiscountLine | null => {
  const rateBp = membership.discountRateBp;
  const perItem = reholderBasePrice(policy) - reholderUnitPrice(policy, rateBp);
  if (rateBp === 0 || perItem * count === 0) return null;
  return {
    reason: membership.type === 'VIP' ? 'VIP' : 'TIER',
    amount: perItem * count,
    rateBp,
    ...(membership.type !== 'VIP' && membership.tierName ? { tierName: membership.tierName } : {}),
    inPrice: true,
  };
};

const withRateInPrice = (discount: AppliedDiscount, line: DiscountLine | null): AppliedDiscount =>
  line ? { ...discount, lines: [line, ...(discount.lines ?? [])] } : discount;

export const priceOrder = (input: PricingInput, policy: CostPolicy, membership: Membership): PricedOrder => {
  assertPolicy(policy, input.currency, membership);
  const orderType = orderTypeFor(input.submitType, input.orderType);
  const items = priceItems(input, orderType, policy, membership);
  const totalPrice = items.reduce((sum, item) => sum + item.price, 0);
  const discount = withRateInPrice(
    resolveDiscount(totalPrice, orderType, membership, input.coupons ?? []),
    orderType === 'REHOLDER' ? rateInPrice(items.length, policy, membership) : null,
  );
  const deliveryCost = deliveryCostFor(policy, input.returnPostalCode);
  return {
    currency: input.currency,
    submitType: input.submitType,
    orderType,
    items,
    counts: countItems(items),
    totalPrice,
    discount,
    membershipDiscountRateBp: orderType === 'REHOLDER' ? membership.discountRateBp : 0,
    isJeju: isJejuPostalCode(input.returnPostalCode, input.currency),
    deliveryCost,
    totalAmount: totalPrice - discount.amount + deliveryCost,
  };
};
