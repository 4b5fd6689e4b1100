import { calendarDateAt } from '../order/order-number';
import { isKoreanHoliday } from './korean-holidays';
import { isTaiwanHoliday, TAIWAN_MAKE_UP_WORKDAYS } from './taiwan-holidays';

const pad = (value: number) => String(value).padStart(2, '0');

/** Whose working days: the head office's in Korea, or the Taiwan branch's. */
export type WorkCalendar = 'KR' | 'TW';

/** The Seoul calendar date of an instant, `YYYY-MM-DD`. */
export const seoulDateOf = (instant: Date | string): string => {
  const { year, month, day } = calendarDateAt(instant);
  return `${year}-${pad(month)}-${pad(day)}`;
};

const dayAfter = (isoDate: string): string =>
  new Date(Date.parse(`${isoDate}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

export const isBusinessDay = (isoDate: string, calendar: WorkCalendar = 'KR'): boolean => {
  if (calendar === 'TW' && TAIWAN_MAKE_UP_WORKDAYS.includes(isoDate)) return true;
  const weekday = new Date(`${isoDate}T00:00:00Z`).getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  return calendar === 'TW' ? !isTaiwanHoliday(isoDate) : !isKoreanHoliday(isoDate);
};

// Every order listed asks this of its start day: a list of 20 is a few distinct days (the holiday
// table is code, so an answer holds for the process's life). Bounded: cleared when full.
const COUNTED_MAX = 4096;
const counted = new Map<string, string>();

/**
 * The date `count` business days after `isoDate` (the start day itself never counts, whether or
 * not it is a business day): Friday + 1 is the next Monday unless that is a holiday.
 */
export const addBusinessDays = (isoDate: string, count: number, calendar: WorkCalendar = 'KR'): string => {
  const key = `${calendar}:${isoDate}+${count}`;
  let date = counted.get(key);
  if (date !== undefined) return date;
  date = isoDate;
  for (let left = count; left > 0;) {
    date = dayAfter(date);
    if (isBusinessDay(date, calendar)) left -= 1;
  }
  if (counted.size >= COUNTED_MAX) counted.clear();
  counted.set(key, date);
  return date;
};
