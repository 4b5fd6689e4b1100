import { addBusinessDays, seoulDateOf } from '../calendar/business-days';
import { lateIfReceivedBefore } from './turnaround';

describe('lateIfReceivedBefore', () => {
  it('counts back business days to Seoul midnight', () => {
    // Friday 2025-03-14, 19:00 in Seoul: five business days back is Friday 2025-03-07.
    const now = new Date('2025-03-14T10:00:00Z');
    expect(lateIfReceivedBefore(now, 5).toISOString()).toBe('2025-03-06T15:00:00.000Z');
  });

  it('skips public holidays, as the estimated completion date does', () => {
    // Wednesday 2025-03-05; Monday 2025-03-03 was the substitute holiday for March 1.
    const cutoff = lateIfReceivedBefore(new Date('2025-03-05T03:00:00Z'), 3);
    expect(seoulDateOf(cutoff)).toBe('2025-02-27');
    expect(addBusinessDays(seoulDateOf(cutoff), 3)).toBe('2025-03-05');
  });
});
