import { addBusinessDays, isBusinessDay } from './business-days';
import { BRANCH_LEG_BUSINESS_DAYS, estimatedCompletionDate } from './estimated-completion';
import { isTaiwanHoliday, TAIWAN_HOLIDAYS, taiwanHolidayTableCovers } from './taiwan-holidays';

const weekday = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay();

describe('Taiwan holiday table', () => {
  it.each([2025, 2026, 2027])('%i: sorted, in its year, weekdays only', (year) => {
    const dates = TAIWAN_HOLIDAYS[year]!;
    expect([...dates].sort()).toEqual(dates);
    expect(new Set(dates).size).toBe(dates.length);
    for (const date of dates) {
      expect(date.startsWith(`${year}-`)).toBe(true);
      expect([1, 2, 3, 4, 5]).toContain(weekday(date));
    }
  });

  it('2025: Lunar New Year 1/27–31, the 2025 amendment’s Teacher’s, Retrocession and Constitution days', () => {
    for (const d of ['2025-01-27', '2025-01-31', '2025-04-03', '2025-09-29', '2025-10-24', '2025-12-25'])
      expect(isTaiwanHoliday(d)).toBe(true);
    expect(isBusinessDay('2025-02-08', 'TW')).toBe(true); // the make-up Saturday
    expect(isBusinessDay('2025-02-08', 'KR')).toBe(false);
  });

  it('2026: Lunar New Year 2/16–20, 228 on Saturday → 2/27, Teacher’s Day 9/28, 10/10 → 10/9', () => {
    for (const d of ['2026-02-16', '2026-02-20', '2026-02-27', '2026-04-06', '2026-09-28', '2026-10-09'])
      expect(isTaiwanHoliday(d)).toBe(true);
    // Korean holidays are not Taiwan's: Chuseok's 9/24 is a working day at the branch.
    expect(isBusinessDay('2026-09-24', 'TW')).toBe(true);
    expect(isBusinessDay('2026-09-24', 'KR')).toBe(false);
  });

  it('outside the table only fixed-date holidays are known', () => {
    expect(taiwanHolidayTableCovers(2029)).toBe(false);
    expect(isTaiwanHoliday('2029-10-10')).toBe(true);
    expect(isTaiwanHoliday('2029-10-11')).toBe(false);
  });
});

describe('the branch leg in the estimated completion date', () => {
  const clock = { orderType: 'EXP' as const, paidAt: null, cardsReceivedAt: null, finished: false };

  it('adds the branch leg in Taiwan business days to a Taiwan order', () => {
    // Paid Mon 2026-09-14 (Seoul): 5 Korean business days → Mon 9/21 (9/24–26 Chuseok not reached).
    const korean = estimatedCompletionDate({ ...clock, paidAt: '2026-09-14T03:00:00Z' });
    expect(korean).toBe('2026-09-21');
    // Then 3 Taiwan business days: 9/22, 9/23, 9/24 (Chuseok is no holiday in Taiwan).
    expect(BRANCH_LEG_BUSINESS_DAYS).toBe(3);
    expect(estimatedCompletionDate({ ...clock, paidAt: '2026-09-14T03:00:00Z', viaBranch: true })).toBe(
      '2026-09-24',
    );
  });

  it('skips Taiwan’s holidays: Mid-Autumn 9/25 and Teacher’s Day 9/28 of 2026', () => {
    // Head office done Wed 9/23/2026 (paid 9/16: 9/17, 9/18, 9/21, 9/22, 9/23).
    expect(estimatedCompletionDate({ ...clock, paidAt: '2026-09-16T03:00:00Z' })).toBe('2026-09-23');
    // Branch: 9/24, [9/25 Mid-Autumn, weekend, 9/28 Teacher's Day], 9/29, 9/30.
    expect(estimatedCompletionDate({ ...clock, paidAt: '2026-09-16T03:00:00Z', viaBranch: true })).toBe(
      '2026-09-30',
    );
    expect(addBusinessDays('2026-02-13', 1, 'TW')).toBe('2026-02-23'); // Lunar New Year 2/16–20
  });
});
