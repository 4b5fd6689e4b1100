import { DomainError } from '../errors/domain-error';
import type { OrderType, SubmitType } from '../order/order.values';

const GENERAL_ORDER_TYPES: readonly OrderType[] = ['REG', 'EXP', 'BULK'];

// SIMPLE is express only (spec §5); GENERAL defaults to regular and may pick express or bulk.
export const orderTypeFor = (submitType: SubmitType, requested?: OrderType | null): OrderType => {
  const resolved =
    submitType === 'SIMPLE' ? 'EXP' : submitType === 'REHOLDER' ? 'REHOLDER' : (requested ?? 'REG');
  const allowed =
    submitType === 'GENERAL' ? GENERAL_ORDER_TYPES.includes(resolved) : resolved === (requested ?? resolved);
  if (!allowed) {
    throw new DomainError('PRICING.ORDER_TYPE_NOT_ALLOWED', `${submitType} orders cannot be ${requested}`, {
      params: { submitType, orderType: String(requested) },
    });
  }
  return resolved;
};
