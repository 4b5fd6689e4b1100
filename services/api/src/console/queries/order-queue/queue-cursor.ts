import { QUEUE_SORT_FIELDS, type OrderListRow, type QueueSort } from '@slabworks/read-models';
import { ApiException } from '../../../errors';

interface CursorBody {
  sort: QueueSort;
  direction: 'asc' | 'desc';
  /** The last row's sort value and id: the next page starts after them. */
  value: string | number | null;
  orderId: string;
}

const invalid = () => ApiException.validation([{ field: 'after', rule: 'invalidCursor', params: {} }]);

/**
 * Keyset paging of the console queue: a page after a cursor starts right after the previous page's
 * last row in the sort order (operatorQueue's `after`), so a deep page costs what the first does
 * (OFFSET reads and drops every row before it) and a row changing meanwhile never makes a page
 * repeat or skip another. Timestamps come from the projection at millisecond precision, so the ISO
 * value is exact. The cursor is opaque to the client: the sort value and id, base64url JSON.
 */
export class QueueOrder {
  constructor(
    readonly sort: QueueSort,
    readonly direction: 'asc' | 'desc',
  ) {}

  /** The row the page after `cursor` starts after. */
  after(cursor: string): { value: string | number | null; orderId: string } {
    const { value, orderId } = this.decode(cursor);
    return { value, orderId };
  }

  /** The cursor of the page after `rows`; null when the page was not full (nothing follows). */
  next(rows: readonly OrderListRow[], size: number): string | null {
    const last = rows.at(-1);
    if (!last || rows.length < size) return null;
    const body: CursorBody = {
      sort: this.sort,
      direction: this.direction,
      value: last[QUEUE_SORT_FIELDS[this.sort].field] as string | number | null,
      orderId: last.orderId,
    };
    return Buffer.from(JSON.stringify(body)).toString('base64url');
  }

  private decode(cursor: string): CursorBody {
    let body: Partial<CursorBody>;
    try {
      body = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as Partial<CursorBody>;
    } catch {
      throw invalid();
    }
    // A cursor belongs to one sort and direction; its value must be one the column can hold.
    const kind = QUEUE_SORT_FIELDS[this.sort].value;
    const value = body?.value;
    const valueOk =
      value === null ||
      (kind === 'integer'
        ? typeof value === 'number' && Number.isSafeInteger(value)
        : typeof value === 'string' && (kind !== 'timestamp' || !Number.isNaN(Date.parse(value))));
    if (
      body?.sort !== this.sort ||
      body.direction !== this.direction ||
      typeof body.orderId !== 'string' ||
      !valueOk
    )
      throw invalid();
    return body as CursorBody;
  }
}
