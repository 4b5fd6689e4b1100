import type { Rule } from 'antd/es/form';
import type { ParseKeys, TFunction } from 'i18next';
import { validateCardLine, type CardLineCandidate, type FieldRule } from '@slabworks/domain';
import { keyFor } from '@/lib/i18n-keys';

// The fields checked by libs/domain's card-line rule before sending; their keys under `lines.rule`.
export type CheckedCardField =
  'playerName' | 'year' | 'signer' | 'brand' | 'setName' | 'description' | 'cardNumber' | 'serialNumber';

// The rules a card line's fields break, in words; any other rule says so in general (lines.rule.other).
const LINE_RULE_KEY = {
  required: 'lines.rule.required',
  maxLength: 'lines.rule.maxLength',
  min: 'lines.rule.min',
  max: 'lines.rule.max',
  integer: 'lines.rule.integer',
  pattern: 'lines.rule.pattern',
  notAllowed: 'lines.rule.notAllowed',
} as const satisfies Partial<Record<FieldRule, ParseKeys<'order'>>>;

const currentYear = () => new Date().getFullYear();

/**
 * An antd rule for one field of card line `name`: the api's own check (libs/domain validateCardLine) of the
 * whole line, keeping only this field's first problem, so web and api refuse the same input in the same words.
 */
export const cardLineRule =
  (name: number, field: CheckedCardField, t: TFunction<'order'>): Rule =>
  ({ getFieldValue }) => ({
    validator: async () => {
      const line = (getFieldValue(['cardLines', name]) ?? {}) as CardLineCandidate;
      const problem = validateCardLine(
        { ...line, lineId: 'L', year: line.year ?? null },
        { currentYear: currentYear() },
      ).find((candidate) => candidate.field === field);
      if (!problem) return;
      if (field === 'playerName' && problem.rule === 'required') throw new Error(t('lines.player-required'));
      throw new Error(t(keyFor(LINE_RULE_KEY, problem.rule) ?? 'lines.rule.other', { ...problem.params }));
    },
  });
