/**
 * Korean public holidays (관공서의 공휴일에 관한 규정), as announced, by year. Lunar holidays
 * (Seollal, Buddha's Birthday, Chuseok) move every year, substitute holidays (대체공휴일) depend on
 * the weekday, and elections and temporary holidays are announced ad hoc, so the table is written
 * out rather than computed. Add a year (with its unit test) before it is reached.
 */
export const KOREAN_HOLIDAYS: Readonly<Record<number, readonly string[]>> = {
  2025: [
    '2025-01-01', // New Year's Day
    '2025-01-27', // temporary holiday (designated January 2025)
    '2025-01-28', // Seollal
    '2025-01-29',
    '2025-01-30',
    '2025-03-01', // Independence Movement Day (Saturday)
    '2025-03-03', // substitute for March 1
    '2025-05-05', // Children's Day and Buddha's Birthday
    '2025-05-06', // substitute for Buddha's Birthday
    '2025-06-03', // presidential election
    '2025-06-06', // Memorial Day
    '2025-08-15', // Liberation Day
    '2025-10-03', // National Foundation Day
    '2025-10-05', // Chuseok
    '2025-10-06',
    '2025-10-07',
    '2025-10-08', // substitute for Chuseok (Sunday)
    '2025-10-09', // Hangul Day
    '2025-12-25', // Christmas
  ],
  2026: [
    '2026-01-01',
    '2026-02-16', // Seollal
    '2026-02-17',
    '2026-02-18',
    '2026-03-01', // Sunday
    '2026-03-02', // substitute for March 1
    '2026-05-05',
    '2026-05-24', // Buddha's Birthday (Sunday)
    '2026-05-25', // substitute for Buddha's Birthday
    '2026-06-03', // local elections
    '2026-06-06',
    '2026-08-15', // Saturday
    '2026-08-17', // substitute for Liberation Day
    '2026-09-24', // Chuseok
    '2026-09-25',
    '2026-09-26',
    '2026-10-03', // Saturday
    '2026-10-05', // substitute for National Foundation Day
    '2026-10-09',
    '2026-12-25',
  ],
  2027: [
    '2027-01-01',
    '2027-02-06', // Seollal
    '2027-02-07',
    '2027-02-08',
    '2027-02-09', // substitute for Seollal (Sunday)
    '2027-03-01',
    '2027-05-05',
    '2027-05-13', // Buddha's Birthday
    '2027-06-06', // Sunday (Memorial Day has no substitute)
    '2027-08-15', // Sunday
    '2027-08-16', // substitute for Liberation Day
    '2027-09-14', // Chuseok
    '2027-09-15',
    '2027-09-16',
    '2027-10-03', // Sunday
    '2027-10-04', // substitute for National Foundation Day
    '2027-10-09', // Saturday
    '2027-10-11', // substitute for Hangul Day
    '2027-12-25', // Saturday
    '2027-12-27', // substitute for Christmas
  ],
  2028: [
    '2028-01-01', // Saturday (New Year's Day has no substitute)
    '2028-01-25', // Seollal
    '2028-01-26',
    '2028-01-27',
    '2028-03-01',
    '2028-04-12', // National Assembly election
    '2028-05-02', // Buddha's Birthday
    '2028-05-05',
    '2028-06-06',
    '2028-08-15',
    '2028-10-02', // Chuseok
    '2028-10-03', // Chuseok and National Foundation Day
    '2028-10-04',
    '2028-10-05', // substitute (Chuseok overlaps National Foundation Day)
    '2028-10-09',
    '2028-12-25',
  ],
};

// Outside the table only the fixed-date holidays are known; an estimate there may be a day early.
const FIXED_DATE_HOLIDAYS = ['01-01', '03-01', '05-05', '06-06', '08-15', '10-03', '10-09', '12-25'];

const tableByYear = new Map(
  Object.entries(KOREAN_HOLIDAYS).map(([year, dates]) => [Number(year), new Set(dates)]),
);

export const holidayTableCovers = (year: number): boolean => tableByYear.has(year);

/** `isoDate` is a Seoul calendar date, `YYYY-MM-DD`. */
export const isKoreanHoliday = (isoDate: string): boolean => {
  const year = Number(isoDate.slice(0, 4));
  const known = tableByYear.get(year);
  return known ? known.has(isoDate) : FIXED_DATE_HOLIDAYS.includes(isoDate.slice(5));
};
