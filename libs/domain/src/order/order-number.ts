import { DomainError } from '../errors/domain-error';

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

// Korea has kept UTC+9 without daylight saving since 1988, so Seoul's date is plain arithmetic.
export const SEOUL_UTC_OFFSET_MINUTES = 9 * 60;
export const MAX_DAILY_SEQUENCE = 999_999;

export const calendarDateAt = (
  instant: Date | string,
  utcOffsetMinutes = SEOUL_UTC_OFFSET_MINUTES,
): CalendarDate => {
  const ms = typeof instant === 'string' ? Date.parse(instant) : instant.getTime();
  if (Number.isNaN(ms)) throw new DomainError('ORDER_NUMBER.INVALID', `Not a date: ${String(instant)}`);
  const local = new Date(ms + utcOffsetMinutes * 60_000);
  return { year: local.getUTCFullYear(), month: local.getUTCMonth() + 1, day: local.getUTCDate() };
};

const pad = (value: number, width: number) => String(value).padStart(width, '0');

// G + yyMMdd + '-' + 6-digit daily sequence. The caller owns the sequence (one counter per Seoul
// day) and passes the Seoul calendar date, e.g. calendarDateAt(now).
export const formatOrderNumber = (date: CalendarDate, dailySequence: number): string => {
  if (!Number.isInteger(dailySequence) || dailySequence < 1 || dailySequence > MAX_DAILY_SEQUENCE) {
    throw new DomainError('ORDER_NUMBER.INVALID', `Daily sequence out of range: ${dailySequence}`);
  }
  return `G${pad(date.year % 100, 2)}${pad(date.month, 2)}${pad(date.day, 2)}-${pad(dailySequence, 6)}`;
};

const ORDER_NUMBER = /^G(\d{2})(\d{2})(\d{2})-(\d{6})$/;

export const parseOrderNumber = (orderNumber: string): (CalendarDate & { dailySequence: number }) | null => {
  const match = ORDER_NUMBER.exec(orderNumber);
  if (!match) return null;
  const [, yy, mm, dd, seq] = match;
  const month = Number(mm);
  const day = Number(dd);
  if (month < 1 || month > 12 || day < 1 || day > 31 || Number(seq) === 0) return null;
  return { year: 2000 + Number(yy), month, day, dailySequence: Number(seq) };
};
