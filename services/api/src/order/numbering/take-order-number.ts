import { calendarDateAt, formatOrderNumber } from '@slabworks/domain';
import { COMMIT_WITHOUT_FLUSH } from '@slabworks/connections';

/**
 * The day's next order number as one statement (the day a parameter at `$<dayParam>`), for the
 * placing that writes its reservation row in the same statement (OrderPlacement.reserveNumbered).
 * `G` + yyMMdd + `-` + 6-digit daily sequence (Seoul date). The upsert takes the day's row lock, so
 * concurrent orders get distinct numbers; a number taken by an order that then fails is skipped.
 * The upsert commits without its flush: the placing's later commits carry it to disk, so a number
 * can only come back after a database crash that lost the order it was taken for.
 */
export function takeOrderNumber(now: string, dayParam: number) {
  const date = calendarDateAt(now);
  const day = `${date.year}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;
  return {
    day,
    sql: `INSERT INTO order_number_sequence (day, last_value) SELECT $${dayParam}, 1 FROM ${COMMIT_WITHOUT_FLUSH}
       ON CONFLICT (day) DO UPDATE SET last_value = order_number_sequence.last_value + 1
       RETURNING last_value`,
    format: (rows: Array<{ last_value: number | string }>) =>
      formatOrderNumber(date, Number(rows[0]!.last_value)),
  };
}
