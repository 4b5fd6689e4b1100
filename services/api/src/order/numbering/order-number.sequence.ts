import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { calendarDateAt, formatOrderNumber } from '@slabworks/domain';
import { COMMIT_WITHOUT_FLUSH } from '@slabworks/connections';

/**
 * `G` + yyMMdd + `-` + 6-digit daily sequence (Seoul date). The upsert takes the day's row lock, so
 * concurrent orders get distinct numbers; a number taken by an order that then fails is skipped.
 * The upsert commits without its flush: the order's append commits after it and carries it to disk,
 * so a number can only come back after a database crash that lost the order it was taken for.
 */
@Injectable()
export class OrderNumberSequence {
  constructor(private readonly dataSource: DataSource) {}

  async next(now: string): Promise<string> {
    const date = calendarDateAt(now);
    const day = `${date.year}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;
    const rows: Array<{ last_value: number }> = await this.dataSource.query(
      `INSERT INTO order_number_sequence (day, last_value) SELECT $1, 1 FROM ${COMMIT_WITHOUT_FLUSH}
       ON CONFLICT (day) DO UPDATE SET last_value = order_number_sequence.last_value + 1
       RETURNING last_value`,
      [day],
    );
    return formatOrderNumber(date, Number(rows[0]!.last_value));
  }
}
