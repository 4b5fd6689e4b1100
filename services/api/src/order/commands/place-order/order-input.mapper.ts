import type {
  CardLine,
  Currency,
  OrderDraft,
  OrderInput,
  OrderType,
  ShippingMethod,
  SubmitType,
} from '@slabworks/domain';
import type { CardLineRequestDto } from '../../dto/card-line.request.dto';
import type { OrderInputRequestDto } from '../../dto/order-input.request.dto';

const DIGITS = /^\d+$/;

// "3" and 3 are the same quantity; anything else is left as sent so validateQuantity names the rule.
const quantityOf = (raw: unknown): number =>
  (typeof raw === 'string' && DIGITS.test(raw.trim()) ? Number(raw.trim()) : raw) as number;

const defined = <T extends object>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;

export function toCardLine(dto: CardLineRequestDto, index: number): CardLine {
  const { price: _price, amount: _amount, ...line } = dto;
  return defined({
    ...line,
    lineId: line.lineId ?? `L${index + 1}`,
    quantity: quantityOf(line.quantity),
  }) as CardLine;
}

/** SIMPLE is express only and REHOLDER its own type (spec §4); GENERAL defaults to regular. */
export const resolvedOrderType = (submitType: SubmitType, requested?: string): OrderType =>
  submitType === 'SIMPLE'
    ? 'EXP'
    : submitType === 'REHOLDER'
      ? 'REHOLDER'
      : ((requested as OrderType) ?? 'REG');

/** What a draft stores: exactly what the member sent, minus what the server computes. */
export function toOrderDraft(dto: OrderInputRequestDto): OrderDraft {
  return defined({
    submitType: dto.submitType as SubmitType | undefined,
    orderType: dto.orderType as OrderType | undefined,
    shippingMethod: dto.shippingMethod as ShippingMethod | undefined,
    cardLines: dto.cardLines?.map(toCardLine),
    certificationNumbers: dto.certificationNumbers,
    photos: dto.photos,
    returnAddress: dto.returnAddress
      ? (defined({ ...dto.returnAddress }) as OrderDraft['returnAddress'])
      : undefined,
    agreements: dto.agreements ? defined({ ...dto.agreements }) : undefined,
    couponIds: dto.couponIds,
    saveReturnAddress: dto.saveReturnAddress,
  }) as OrderDraft;
}

/** A complete order input with the spec's defaults; the currency is the caller's region's. */
export function toOrderInput(draft: OrderDraft, currency: Currency): OrderInput {
  const submitType = draft.submitType ?? 'GENERAL';
  return {
    submitType,
    orderType: resolvedOrderType(submitType, draft.orderType),
    shippingMethod: draft.shippingMethod ?? 'SELF_SHIPPING',
    currency,
    cardLines: draft.cardLines ?? [],
    certificationNumbers: draft.certificationNumbers ?? [],
    photos: draft.photos ?? [],
    returnAddress: (draft.returnAddress ?? {}) as OrderInput['returnAddress'],
    agreements: (draft.agreements ?? {}) as OrderInput['agreements'],
    couponIds: draft.couponIds ?? [],
  };
}
