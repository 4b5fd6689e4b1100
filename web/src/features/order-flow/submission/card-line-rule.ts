import type { Rule } from 'antd/es/form';
import type { TFunction } from 'i18next';
import { validateCardLine, type CardLineCandidate } from '@slabworks/domain';

// The fields checked by libs/domain's card-line rule before sending; their keys under `lines.rule`.
export type CheckedCardField =
  'playerName' | 'year' | 'signer' | 'brand' | 'setName' | 'description' | 'cardNumber' | 'serialNumber';

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
      throw new Error(
        t(`lines.rule.${problem.rule}`, { ...problem.params, defaultValue: t('lines.rule.other') }),
      );
    },
  });
