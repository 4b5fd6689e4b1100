import { isBusinessDay, seoulDateOf } from '../calendar/business-days';

const dayBefore = (isoDate: string): string =>
  new Date(Date.parse(`${isoDate}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/**
 * The receipt instant before which an order is late at `now` with a plan of `days` business days
 * (the same Seoul calendar as the collector's estimated completion date: weekends and Korean public
 * holidays do not count): Seoul midnight of the day `days` business days before today.
 */
export const lateIfReceivedBefore = (now: Date, days: number): Date => {
  let date = seoulDateOf(now);
  for (let left = days; left > 0;) {
    date = dayBefore(date);
    if (isBusinessDay(date)) left -= 1;
  }
  return new Date(`${date}T00:00:00+09:00`);
};
