import type { FieldError } from '../errors/field-error';
import { CARD_CATEGORIES, SPORTS_TYPES } from '../order/card.values';
import type { CardLine } from '../order/order-input.types';
import type { SubmitType } from '../order/order.values';
import { checkText, fieldError, isBlank } from './field-checks';
import { isNumericGrade } from './grade-scale';
import {
  MAX_CARD_TEXT_LENGTH,
  MAX_CARDS_PER_ORDER,
  MAX_PLAYER_NAME_LENGTH,
  MIN_CARD_QUANTITY,
  MIN_CARD_YEAR,
  PATTERNS,
} from './limits.constants';

// Forms hold the quantity as typed text; the placed order holds a number. Both are checked here.
export type CardLineCandidate = Partial<Omit<CardLine, 'quantity'>> & { quantity?: number | string | null };

export interface CardLineContext {
  prefix?: string;
  submitType?: SubmitType;
  currentYear?: number;
}

export const validateQuantity = (
  quantity: number | string | null | undefined,
  field = 'quantity',
): FieldError[] => {
  if (isBlank(quantity)) return [fieldError(field, 'required')];
  if (typeof quantity === 'string' && !PATTERNS.digits.test(quantity.trim()))
    return [fieldError(field, 'pattern')];
  const value = Number(quantity);
  if (!Number.isInteger(value)) return [fieldError(field, 'integer')];
  if (value < MIN_CARD_QUANTITY) return [fieldError(field, 'min', { min: MIN_CARD_QUANTITY })];
  if (value > MAX_CARDS_PER_ORDER) return [fieldError(field, 'max', { max: MAX_CARDS_PER_ORDER })];
  return [];
};

const validateYear = (line: CardLineCandidate, field: string, currentYear?: number): FieldError[] => {
  if (line.year === null || line.year === undefined) return [];
  if (!Number.isInteger(line.year)) return [fieldError(field, 'integer')];
  // Every official Pokémon card is accepted whatever its year (spec §5).
  const pokemon = line.cardCategory === 'POKEMON' || line.sportsType === 'POKEMON';
  if (!pokemon && line.year < MIN_CARD_YEAR) return [fieldError(field, 'min', { min: MIN_CARD_YEAR })];
  if (currentYear !== undefined && line.year > currentYear)
    return [fieldError(field, 'max', { max: currentYear })];
  return [];
};

const validateMinimumGrade = (
  line: CardLineCandidate,
  field: string,
  submitType?: SubmitType,
): FieldError[] => {
  if (line.minimumGrade === null || line.minimumGrade === undefined) return [];
  if (submitType !== undefined && submitType !== 'GENERAL') return [fieldError(field, 'notAllowed')];
  return isNumericGrade(line.minimumGrade) ? [] : [fieldError(field, 'pattern')];
};

export const validateCardLine = (line: CardLineCandidate, context: CardLineContext = {}): FieldError[] => {
  const at = (field: string) => `${context.prefix ?? ''}${field}`;
  const optionalText = (field: keyof CardLine) =>
    checkText(at(field), line[field] as string | null | undefined, { max: MAX_CARD_TEXT_LENGTH });
  const errors: FieldError[] = [
    ...checkText(at('playerName'), line.playerName, { required: true, max: MAX_PLAYER_NAME_LENGTH }),
    ...validateQuantity(line.quantity, at('quantity')),
    ...validateYear(line, at('year'), context.currentYear),
    ...validateMinimumGrade(line, at('minimumGrade'), context.submitType),
    ...(['signer', 'brand', 'setName', 'description', 'cardNumber', 'serialNumber'] as const).flatMap(
      optionalText,
    ),
  ];
  if (isBlank(line.cardCategory)) errors.push(fieldError(at('cardCategory'), 'required'));
  else if (!(CARD_CATEGORIES as readonly string[]).includes(line.cardCategory as string)) {
    errors.push(fieldError(at('cardCategory'), 'notAllowed'));
  }
  if (!isBlank(line.sportsType) && !(SPORTS_TYPES as readonly string[]).includes(line.sportsType as string)) {
    errors.push(fieldError(at('sportsType'), 'notAllowed'));
  }
  if (isBlank(line.lineId)) errors.push(fieldError(at('lineId'), 'required'));
  return errors;
};
