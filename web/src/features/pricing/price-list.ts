import type { Currency } from '@/lib/money';

// TODO(domain): read these from @slabworks/domain's seed cost policy once libs/domain exports its
// index (src/index.ts was not there yet). Numbers are spec §9; the TWD column is not in the spec and
// is our Taiwan branch's proposal.
export type PlanKey = 'EXP' | 'REG' | 'BULK' | 'REHOLDER';

export const priceList: Record<Currency, Record<PlanKey | 'AUTO_GRADING', number>> = {
  KRW: { EXP: 29800, REG: 19800, BULK: 13800, REHOLDER: 9800, AUTO_GRADING: 3000 },
  USD: { EXP: 25, REG: 18, BULK: 13, REHOLDER: 7, AUTO_GRADING: 3 },
  TWD: { EXP: 790, REG: 550, BULK: 390, REHOLDER: 250, AUTO_GRADING: 90 },
};

export const simpleSubmissionExtraTwd = 50;
export const jejuExtraKrw = 6000;

export const plans: { key: PlanKey; days: string; minimum?: number }[] = [
  { key: 'EXP', days: '5' },
  { key: 'REG', days: '10' },
  { key: 'BULK', days: '15', minimum: 20 },
  { key: 'REHOLDER', days: '5' },
];
