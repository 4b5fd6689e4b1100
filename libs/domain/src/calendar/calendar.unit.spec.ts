import { addBusinessDays, isBusinessDay, seoulDateOf } from './business-days';
import { estimatedCompletionDate } from './estimated-completion';
import { holidayTableCovers, isKoreanHoliday, KOREAN_HOLIDAYS } from './korean-holidays';

const weekday = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay();

describe('Korean holiday table', () => {
  it.each([2025, 2026, 2027, 2028])('%i: sorted, in its year, every fixed-date holiday listed', (year) => {
    const dates = KOREAN_HOLIDAYS[year]!;
    expect([...dates].sort()).toEqual(dates);
    expect(new Set(dates).size).toBe(dates.length);
    for (const date of dates) expect(date.startsWith(`${year}-`)).toBe(true);
    for (const fixed of ['01-01', '03-01', '05-05', '06-06', '08-15', '10-03', '10-09', '12-25'])
      expect(dates).toContain(`${year}-${fixed}`);
  });

  it('2025: Seollal 1/28–30 with the 1/27 temporary holiday, Chuseok 10/5–7 with its substitute 10/8', () => {
    for (const d of ['2025-01-27', '2025-01-28', '2025-01-29', '2025-01-30', '2025-10-06', '2025-10-08'])
      expect(isKoreanHoliday(d)).toBe(true);
    expect(isKoreanHoliday('2025-05-06')).toBe(true); // Buddha's Birthday fell on Children's Day
    expect(isKoreanHoliday('2025-01-31')).toBe(false);
  });

  it('2026: Seollal 2/16–18, Buddha 5/24 → 5/25, Chuseok 9/24–26, substitutes 3/2, 8/17, 10/5', () => {
    for (const d of ['2026-02-17', '2026-05-25', '2026-09-25', '2026-03-02', '2026-08-17', '2026-10-05'])
      expect(isKoreanHoliday(d)).toBe(true);
    expect(isKoreanHoliday('2026-09-28')).toBe(false); // Chuseok on a Saturday earns no substitute
  });

  it('2027: Seollal 2/6–8 + substitute 2/9, Chuseok 9/14–16, substitutes 8/16, 10/4, 10/11, 12/27', () => {
    for (const d of ['2027-02-09', '2027-05-13', '2027-09-15', '2027-08-16', '2027-10-11', '2027-12-27'])
      expect(isKoreanHoliday(d)).toBe(true);
    expect(isKoreanHoliday('2027-06-07')).toBe(false); // Memorial Day has no substitute
  });

  it('2028: Seollal 1/25–27, election 4/12, Chuseok 10/2–4 on National Foundation Day → 10/5', () => {
    for (const d of ['2028-01-26', '2028-04-12', '2028-05-02', '2028-10-03', '2028-10-05'])
      expect(isKoreanHoliday(d)).toBe(true);
    expect(isKoreanHoliday('2028-01-03')).toBe(false); // New Year on a Saturday earns no substitute
  });

  it('substitute holidays fall on weekdays', () => {
    for (const d of [
      '2025-03-03',
      '2025-10-08',
      '2026-03-02',
      '2026-05-25',
      '2026-08-17',
      '2026-10-05',
      '2027-02-09',
      '2027-08-16',
      '2027-10-04',
      '2027-10-11',
      '2027-12-27',
      '2028-10-05',
    ])
      expect([1, 2, 3, 4, 5]).toContain(weekday(d));
  });

  it('outside the table only fixed-date holidays are known', () => {
    expect(holidayTableCovers(2029)).toBe(false);
    expect(isKoreanHoliday('2029-12-25')).toBe(true);
    expect(isKoreanHoliday('2029-12-26')).toBe(false);
  });
});

describe('business days', () => {
  it('skips weekends and holidays; the start day never counts', () => {
    expect(isBusinessDay('2026-02-16')).toBe(false);
    expect(addBusinessDays('2026-11-20', 1)).toBe('2026-11-23'); // Friday → Monday
    expect(addBusinessDays('2026-11-21', 1)).toBe('2026-11-23'); // Saturday → Monday
    expect(addBusinessDays('2026-11-23', 5)).toBe('2026-11-30');
  });

  it('takes the Seoul date of an instant (UTC+9)', () => {
    expect(seoulDateOf('2026-11-23T14:59:59Z')).toBe('2026-11-23');
    expect(seoulDateOf('2026-11-23T15:00:00Z')).toBe('2026-11-24');
  });
});

describe('estimated completion date', () => {
  const clock = { orderType: 'EXP' as const, paidAt: null, cardsReceivedAt: null, finished: false };

  it('counts the plan from payment across Chuseok 2026 (express, 5 business days)', () => {
    // Paid Tue 9/22 (Seoul): 9/23 W, [9/24–26 Chuseok, 9/27 Sun], 9/28, 9/29, 9/30, 10/1 → Thu 10/1.
    expect(estimatedCompletionDate({ ...clock, paidAt: '2026-09-22T03:00:00Z' })).toBe('2026-10-01');
  });

  it('regular is 10 and bulk 15 business days, across Seollal 2027 and its substitute', () => {
    // Paid Wed 2/3/2027: 2/4, 2/5, [2/6–9], 2/10, 2/11, 2/12, 2/15, 2/16, 2/17, 2/18, 2/19 → Fri 2/19.
    expect(estimatedCompletionDate({ ...clock, orderType: 'REG', paidAt: '2027-02-03T01:00:00Z' })).toBe(
      '2027-02-19',
    );
    expect(estimatedCompletionDate({ ...clock, orderType: 'BULK', paidAt: '2027-02-03T01:00:00Z' })).toBe(
      '2027-02-26',
    );
  });

  it('restarts from the day the cards were received', () => {
    expect(
      estimatedCompletionDate({
        ...clock,
        paidAt: '2026-09-22T03:00:00Z',
        cardsReceivedAt: '2026-10-02T03:00:00Z', // Friday
      }),
    ).toBe('2026-10-13'); // [10/3–5], 10/6, 10/7, 10/8, [10/9 Hangul Day], 10/12, 10/13
  });

  it('has no estimate before payment, after the end, or without a plan', () => {
    expect(estimatedCompletionDate(clock)).toBeNull();
    expect(estimatedCompletionDate({ ...clock, paidAt: '2026-09-22T03:00:00Z', finished: true })).toBeNull();
    expect(estimatedCompletionDate({ ...clock, orderType: null, paidAt: '2026-09-22T03:00:00Z' })).toBeNull();
  });
});
