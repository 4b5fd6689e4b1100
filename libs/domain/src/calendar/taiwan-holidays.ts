/**
 * Taiwan public holidays (紀念日及節日實施條例, as amended in 2025: Teacher's Day, Retrocession Day and
 * Constitution Day are days off again, and the day before Lunar New Year's Eve joins the New Year
 * holidays), as the Directorate-General of Personnel Administration's office calendar
 * (行政院人事行政總處「政府行政機關辦公日曆表」) lists them: weekdays off only, substitute days included.
 * Lunar holidays move every year and substitute days follow the weekday, so the table is written
 * out, like the Korean one (docs/domain.md "Taiwan holidays" names the source and why not a package).
 * Add a year (with its unit test) before it is reached.
 */
export const TAIWAN_HOLIDAYS: Readonly<Record<number, readonly string[]>> = {
  2025: [
    '2025-01-01', // New Year's Day
    '2025-01-27', // bridge day (worked back on Saturday 2025-02-08)
    '2025-01-28', // Lunar New Year's Eve
    '2025-01-29', // Lunar New Year
    '2025-01-30',
    '2025-01-31',
    '2025-02-28', // Peace Memorial Day
    '2025-04-03', // Children's Day, moved (4/4 is also Tomb Sweeping Day)
    '2025-04-04', // Tomb Sweeping Day
    '2025-05-01', // Labour Day
    '2025-05-30', // substitute for the Dragon Boat Festival (Saturday)
    '2025-09-29', // substitute for Teacher's Day (Sunday)
    '2025-10-06', // Mid-Autumn Festival
    '2025-10-10', // National Day
    '2025-10-24', // substitute for Retrocession Day (Saturday)
    '2025-12-25', // Constitution Day
  ],
  2026: [
    '2026-01-01',
    '2026-02-16', // Lunar New Year's Eve
    '2026-02-17', // Lunar New Year
    '2026-02-18',
    '2026-02-19',
    '2026-02-20', // substitute for the day before the Eve (Sunday)
    '2026-02-27', // substitute for Peace Memorial Day (Saturday)
    '2026-04-03', // substitute for Children's Day (Saturday)
    '2026-04-06', // substitute for Tomb Sweeping Day (Sunday)
    '2026-05-01',
    '2026-06-19', // Dragon Boat Festival
    '2026-09-25', // Mid-Autumn Festival
    '2026-09-28', // Teacher's Day
    '2026-10-09', // substitute for National Day (Saturday)
    '2026-10-26', // substitute for Retrocession Day (Sunday)
    '2026-12-25',
  ],
  // Worked out by the Act's rules (Saturday → the Friday before, Sunday → the Monday after); check it
  // against the office calendar once it is published.
  2027: [
    '2027-01-01',
    '2027-02-04', // the day before the Eve
    '2027-02-05', // Lunar New Year's Eve
    '2027-02-08', // Lunar New Year's third day
    '2027-02-09', // substitutes for the first and second days (weekend)
    '2027-02-10',
    '2027-03-01', // substitute for Peace Memorial Day (Sunday)
    '2027-04-05', // Tomb Sweeping Day
    '2027-04-06', // substitute for Children's Day (Sunday, the Monday taken)
    '2027-04-30', // substitute for Labour Day (Saturday)
    '2027-06-09', // Dragon Boat Festival
    '2027-09-15', // Mid-Autumn Festival
    '2027-09-28', // Teacher's Day
    '2027-10-11', // substitute for National Day (Sunday)
    '2027-10-25', // Retrocession Day
    '2027-12-24', // substitute for Constitution Day (Saturday)
  ],
};

/** Saturdays the office calendar made working days, to make up a bridge day. */
export const TAIWAN_MAKE_UP_WORKDAYS: readonly string[] = ['2025-02-08'];

// Outside the table only the fixed-date holidays are known; an estimate there may be a day early.
const FIXED_DATE_HOLIDAYS = ['01-01', '02-28', '05-01', '09-28', '10-10', '10-25', '12-25'];

const tableByYear = new Map(
  Object.entries(TAIWAN_HOLIDAYS).map(([year, dates]) => [Number(year), new Set(dates)]),
);

export const taiwanHolidayTableCovers = (year: number): boolean => tableByYear.has(year);

/** `isoDate` is a Taipei calendar date, `YYYY-MM-DD`. */
export const isTaiwanHoliday = (isoDate: string): boolean => {
  const known = tableByYear.get(Number(isoDate.slice(0, 4)));
  return known ? known.has(isoDate) : FIXED_DATE_HOLIDAYS.includes(isoDate.slice(5));
};
