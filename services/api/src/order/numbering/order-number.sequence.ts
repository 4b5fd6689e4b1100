import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { calendarDateAt, formatOrderNumber } from '@slabworks/domain';

/**
 * `G` + yyMMdd + `-` + 6-digit daily sequence (Seoul date). The upsert takes the day's row lock, so
 * concurrent orders get distinct numbers; a number taken by an order that then fails is skipped.
 */
@Injectable()
export class OrderNumberSequence {
  constructor(private readonly dataSource: DataSource) {}

  async next(now: string): Promise<string> {
    const date = calendarDateAt(now);
    const day = `${date.year}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;
    const rows: Array<{ last_value: number }> = await this.dataSource.query(
      `INSERT INTO order_number_sequence (day, last_value) VALUES ($1, 1)
       ON CONFLICT (day) DO UPDATE SET last_value = order_number_sequence.last_value + 1
       RETURNING last_value`,
      [day],
    );
    return formatOrderNumber(date, Number(rows[0]!.last_value));
  }
}
