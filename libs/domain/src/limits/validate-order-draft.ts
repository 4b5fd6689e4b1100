import type { FieldError } from '../errors/field-error';
import type { OrderInput } from '../order/order-input.types';
import { ORDER_TYPES, SHIPPING_METHODS, SUBMIT_TYPES } from '../order/order.values';
import { CURRENCIES } from '../pricing/currency';
import { fieldError } from './field-checks';
import {
  BULK_MIN_CARDS,
  MAX_CARDS_PER_ORDER,
  MAX_CARDS_PER_PHOTO,
  MAX_PHOTOS_PER_ORDER,
  MIN_PHOTOS_PER_ORDER,
} from './limits.constants';
import { validateAddress } from './validate-address';
import { serviceCountryOfCurrency } from '../service/service-country';
import { validateCertificationNumber } from './validate-album';
import { validateCardLine } from './validate-card-line';

const oneOf = (field: string, value: unknown, allowed: readonly string[]): FieldError[] => {
  if (value === null || value === undefined || value === '') return [fieldError(field, 'required')];
  return allowed.includes(value as string) ? [] : [fieldError(field, 'notAllowed')];
};

const duplicatesOf = (values: readonly string[]): Set<number> => {
  const seen = new Map<string, number>();
  const duplicates = new Set<number>();
  values.forEach((value, index) => (seen.has(value) ? duplicates.add(index) : seen.set(value, index)));
  return duplicates;
};

const ORDER_TYPES_BY_SUBMIT: Record<string, readonly string[]> = {
  GENERAL: ['REG', 'EXP', 'BULK'],
  SIMPLE: ['EXP'],
  REHOLDER: ['REHOLDER'],
};

const agreement = (input: Partial<OrderInput>, key: keyof OrderInput['agreements']): FieldError[] =>
  input.agreements?.[key] ? [] : [fieldError(`agreements.${key}`, 'agreementRequired')];

const validateGradingPart = (input: Partial<OrderInput>, currentYear?: number): FieldError[] => {
  const lines = input.cardLines ?? [];
  // One upload named twice is still one photo of the cards (issue #31): the rule counts distinct ids.
  const photos = [...new Set(input.photos ?? [])];
  const cards = lines.reduce((sum, line) => sum + (Number.isInteger(line.quantity) ? line.quantity : 0), 0);
  const errors: FieldError[] = lines.flatMap((line, i) =>
    validateCardLine(line, { prefix: `cardLines[${i}].`, submitType: input.submitType, currentYear }),
  );
  duplicatesOf(lines.map((line) => line.lineId)).forEach((i) =>
    errors.push(fieldError(`cardLines[${i}].lineId`, 'duplicate')),
  );
  if (lines.length === 0) errors.push(fieldError('cardLines', 'minItems', { min: 1 }));
  if (cards > MAX_CARDS_PER_ORDER) errors.push(fieldError('cardLines', 'max', { max: MAX_CARDS_PER_ORDER }));
  if (input.orderType === 'BULK' && cards < BULK_MIN_CARDS)
    errors.push(fieldError('cardLines', 'min', { min: BULK_MIN_CARDS }));
  if (photos.length < MIN_PHOTOS_PER_ORDER)
    errors.push(fieldError('photos', 'minItems', { min: MIN_PHOTOS_PER_ORDER }));
  else if (photos.length > MAX_PHOTOS_PER_ORDER)
    errors.push(fieldError('photos', 'maxItems', { max: MAX_PHOTOS_PER_ORDER }));
  else if (cards > photos.length * MAX_CARDS_PER_PHOTO) {
    errors.push(fieldError('photos', 'minItems', { min: Math.ceil(cards / MAX_CARDS_PER_PHOTO) }));
  }
  if ((input.certificationNumbers ?? []).length > 0)
    errors.push(fieldError('certificationNumbers', 'notAllowed'));
  errors.push(...agreement(input, 'photosMatchCards'));
  if (input.submitType === 'SIMPLE') errors.push(...agreement(input, 'quickSubmissionNotice'));
  if (input.submitType === 'GENERAL') {
    const wantsMinimum = lines.some((line) => line.minimumGrade !== null && line.minimumGrade !== undefined);
    if (wantsMinimum || !input.agreements?.noMinimumGrade)
      errors.push(...agreement(input, 'minimumGradeTerms'));
  }
  return errors;
};

const validateReholderPart = (input: Partial<OrderInput>): FieldError[] => {
  const numbers = input.certificationNumbers ?? [];
  const errors = numbers.flatMap((number, i) =>
    validateCertificationNumber(number, `certificationNumbers[${i}]`),
  );
  duplicatesOf(numbers).forEach((i) => errors.push(fieldError(`certificationNumbers[${i}]`, 'duplicate')));
  if (numbers.length === 0) errors.push(fieldError('certificationNumbers', 'minItems', { min: 1 }));
  if (numbers.length > MAX_CARDS_PER_ORDER) {
    errors.push(fieldError('certificationNumbers', 'maxItems', { max: MAX_CARDS_PER_ORDER }));
  }
  if ((input.cardLines ?? []).length > 0) errors.push(fieldError('cardLines', 'notAllowed'));
  return errors;
};

// Everything checkable without I/O before an order is placed. Registry checks (certification numbers
// exist, coupons valid, identity verified) are the api's.
export const validateOrderDraft = (
  input: Partial<OrderInput>,
  options: { currentYear?: number } = {},
): FieldError[] => {
  const errors: FieldError[] = [
    ...oneOf('submitType', input.submitType, SUBMIT_TYPES),
    ...oneOf('orderType', input.orderType, ORDER_TYPES),
    ...oneOf('shippingMethod', input.shippingMethod, SHIPPING_METHODS),
    ...oneOf('currency', input.currency, CURRENCIES),
    ...validateAddress(input.returnAddress, 'returnAddress.', serviceCountryOfCurrency(input.currency)),
    ...agreement(input, 'terms'),
    ...agreement(input, 'caution'),
  ];
  const allowedTypes = input.submitType ? ORDER_TYPES_BY_SUBMIT[input.submitType] : undefined;
  if (
    allowedTypes &&
    ORDER_TYPES.includes(input.orderType as never) &&
    !allowedTypes.includes(input.orderType as string)
  ) {
    errors.push(fieldError('orderType', 'notAllowed'));
  }
  errors.push(
    ...(input.submitType === 'REHOLDER'
      ? validateReholderPart(input)
      : validateGradingPart(input, options.currentYear)),
  );
  duplicatesOf(input.couponIds ?? []).forEach((i) => errors.push(fieldError(`couponIds[${i}]`, 'duplicate')));
  return errors;
};

const SIZE_RULES: ReadonlySet<string> = new Set(['maxLength', 'maxItems', 'max']);

/** A draft may be incomplete, but no field longer and no list larger than an order allows. */
export const validateDraftSizes = (input: Partial<OrderInput>): FieldError[] =>
  validateOrderDraft(input).filter((error) => SIZE_RULES.has(error.rule));
