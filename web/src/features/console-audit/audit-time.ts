import { formatInstantAs } from '@/lib/dates';
import type { Language } from '@/lib/languages';

// Auditors read and type instants in the company's time zone (Korea), to the millisecond.
const SEOUL_OFFSET = '+09:00';
const SEOUL_OFFSET_MS = 9 * 3_600_000;

export const formatInstant = (iso: string, language: Language): string =>
  formatInstantAs(iso, language, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    fractionalSecondDigits: 3,
    hour12: false,
    timeZone: 'Asia/Seoul',
  });

/** A datetime-local value ("2026-11-23T09:30" or with seconds) read as Seoul time; null if not one. */
export const seoulInputToIso = (value: string): string | null => {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/.test(value)) return null;
  const date = new Date(`${value.length === 16 ? `${value}:00` : value}${SEOUL_OFFSET}`);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
};

/** The datetime-local value (Seoul, to the second) of an instant. */
export const isoToSeoulInput = (iso: string): string =>
  new Date(new Date(iso).getTime() + SEOUL_OFFSET_MS).toISOString().slice(0, 19);
