import { DomainError } from '../errors/domain-error';
import type { OrderInput } from '../order/order-input.types';
import { isMinorUnits } from './currency';
import { isJejuPostalCode } from './delivery-cost';
import { countItems } from './order-counts';
import { cardItemId, PricedOrder, reholderItemId } from './price-order';

const expectedItemIds = (input: OrderInput): string[] =>
  input.submitType === 'REHOLDER'
    ? input.certificationNumbers.map(reholderItemId)
    : input.cardLines.flatMap((line) =>
        Array.from({ length: line.quantity }, (_, i) => cardItemId(line.lineId, i + 1)),
      );

const sameJson = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

// PlaceOrder carries the api's priceOrder result; the decider cannot reprice (it has no cost
// policy), but it refuses a breakdown that does not add up or does not describe the submitted cards.
export const pricingMismatches = (input: OrderInput, pricing: PricedOrder): string[] => {
  const problems: string[] = [];
  const items = pricing.items;
  if (pricing.currency !== input.currency) problems.push('currency');
  if (pricing.orderType !== input.orderType || pricing.submitType !== input.submitType)
    problems.push('orderType');
  if (
    !sameJson(
      items.map((item) => item.itemId),
      expectedItemIds(input),
    )
  )
    problems.push('items');
  const amounts = [
    ...items.map((item) => item.price),
    pricing.totalPrice,
    pricing.discount.amount,
    pricing.deliveryCost,
    pricing.totalAmount,
  ];
  if (!amounts.every(isMinorUnits)) problems.push('amounts');
  if (pricing.totalPrice !== items.reduce((sum, item) => sum + item.price, 0)) problems.push('totalPrice');
  if (pricing.discount.amount > pricing.totalPrice) problems.push('discount');
  if (pricing.totalAmount !== pricing.totalPrice - pricing.discount.amount + pricing.deliveryCost) {
    problems.push('totalAmount');
  }
  if (pricing.isJeju !== isJejuPostalCode(input.returnAddress.postalCode, pricing.currency))
    problems.push('deliveryCost');
  if (!sameJson(pricing.counts, countItems(items))) problems.push('counts');
  return problems;
};

export const assertPricingMatches = (input: OrderInput, pricing: PricedOrder): void => {
  const problems = pricingMismatches(input, pricing);
  if (problems.length > 0) {
    throw new DomainError('ORDER.PRICING_MISMATCH', `Priced order does not add up: ${problems.join(', ')}`, {
      params: { mismatches: problems.join(',') },
    });
  }
};
