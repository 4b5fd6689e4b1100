import { ApiException } from '../../../errors';
import type { OrderListRow } from '../../../order';
import type { QueueSort } from '../../console.request.dto';

/** A queue sort: its column, its SQL type, and whether a placed order can lack it. */
const SORTS: Record<
  QueueSort,
  { column: string; type: string; field: keyof OrderListRow; nullable: boolean }
> = {
  updatedAt: { column: 'updated_at', type: 'timestamptz', field: 'updatedAt', nullable: false },
  placedAt: { column: 'placed_at', type: 'timestamptz', field: 'placedAt', nullable: true },
  orderNumber: { column: 'order_number', type: 'text', field: 'orderNumber', nullable: true },
  totalAmount: { column: 'total_amount', type: 'bigint', field: 'totalAmount', nullable: false },
};

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
 * last row in the sort order, so a deep page costs what the first does (OFFSET reads and drops
 * every row before it) and a row changing meanwhile never makes a page repeat or skip another.
 * Timestamps come from the projection at millisecond precision, so the ISO value is exact.
 */
export class QueueOrder {
  constructor(
    readonly sort: QueueSort,
    readonly direction: 'asc' | 'desc',
  ) {}

  /** ascending: NULLS LAST, as the column's index reads forward; descending: the same index read backward. */
  get orderBy(): string {
    const dir = this.direction === 'desc' ? 'DESC' : 'ASC';
    return `${SORTS[this.sort].column} ${dir}, order_id ${dir}`;
  }

  /** The keyset condition for the rows after `cursor`, with its parameters appended to `params`. */
  after(cursor: string, params: unknown[]): string {
    const body = this.decode(cursor);
    const { column, type, nullable } = SORTS[this.sort];
    const id = `$${params.push(body.orderId)}`;
    if (body.value === null) {
      // Nulls come last ascending and first descending.
      return this.direction === 'asc'
        ? `(${column} IS NULL AND order_id > ${id})`
        : `((${column} IS NULL AND order_id < ${id}) OR ${column} IS NOT NULL)`;
    }
    const value = `$${params.push(body.value)}::${type}`;
    if (this.direction === 'desc') return `(${column}, order_id) < (${value}, ${id})`;
    return nullable
      ? `((${column}, order_id) > (${value}, ${id}) OR ${column} IS NULL)`
      : `(${column}, order_id) > (${value}, ${id})`;
  }

  /** The cursor of the page after `rows`; null when the page was not full (nothing follows). */
  next(rows: readonly OrderListRow[], size: number): string | null {
    const last = rows.at(-1);
    if (!last || rows.length < size) return null;
    const body: CursorBody = {
      sort: this.sort,
      direction: this.direction,
      value: last[SORTS[this.sort].field] as string | number | null,
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
    const { type } = SORTS[this.sort];
    const value = body?.value;
    const valueOk =
      value === null ||
      (type === 'bigint'
        ? typeof value === 'number' && Number.isSafeInteger(value)
        : typeof value === 'string' && (type !== 'timestamptz' || !Number.isNaN(Date.parse(value))));
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
