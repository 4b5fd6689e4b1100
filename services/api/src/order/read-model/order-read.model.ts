import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  ORDER_LIST_COLUMNS,
  ORDER_READ_COLUMNS,
  isListRowComplete,
  orderListRowFromDb,
  orderReadRowOf,
  type OrderListRow,
  type OrderReadRow,
} from './order-read.row';

export interface Page<T> {
  items: T[];
  page: number;
  size: number;
  total: number;
}

export interface SentNotification {
  /** DEPOSIT_DUE, PAYMENT_RECEIVED, CARDS_RECEIVED, GRADING_COMPLETE, SHIPPED or ORDER_EXPIRED */
  kind: string;
  channel: 'MAIL' | 'SMS';
  sentAt: string;
}

const UNDEFINED_TABLE = '42P01';

/**
 * Reads read_models.orders. The table is created by the worker's projection runner; before its first
 * run there is nothing to read, which answers as empty rather than failing.
 */
@Injectable()
export class OrderReadModel {
  constructor(private readonly dataSource: DataSource) {}

  async query(sql: string, params: unknown[]): Promise<Record<string, unknown>[]> {
    try {
      return await this.dataSource.query(sql, params);
    } catch (error) {
      if ((error as { code?: string }).code === UNDEFINED_TABLE) return [];
      throw error;
    }
  }

  /** How many of the member's orders each list tab holds (drafts excluded). */
  async tabCounts(memberId: string): Promise<Record<string, number>> {
    // Index-only on orders_member_list_idx, which carries the tabs (INCLUDE).
    const rows = await this.query(
      `SELECT tab, count(*)::int AS n FROM read_models.orders, unnest(tabs) AS tab
       WHERE member_id = $1 AND status <> 'TEMP_SAVED' GROUP BY tab`,
      [memberId],
    );
    return Object.fromEntries(rows.map((r) => [r.tab as string, Number(r.n)]));
  }

  /** What the worker told the member about the order (mail, SMS), oldest first. */
  async notificationsOf(orderId: string): Promise<SentNotification[]> {
    const rows = await this.dataSource.query(
      `SELECT kind, channel, sent_at FROM public.order_notification WHERE order_id = $1 ORDER BY sent_at, channel`,
      [orderId],
    );
    return rows.map((r: { kind: string; channel: 'MAIL' | 'SMS'; sent_at: Date }) => ({
      kind: r.kind,
      channel: r.channel,
      sentAt: r.sent_at.toISOString(),
    }));
  }

  async find(orderId: string): Promise<OrderReadRow | null> {
    const rows = await this.query(
      `SELECT ${ORDER_READ_COLUMNS} FROM read_models.orders WHERE order_id = $1`,
      [orderId],
    );
    return rows[0] ? orderReadRowOf(rows[0]) : null;
  }

  /** A page of whole rows (state, timeline and ledger included). */
  async page(
    where: string,
    params: unknown[],
    page: number,
    size: number,
    order: string,
    /** The total when the caller already knows it (from tab counts): saves the count query. */
    knownTotal?: Promise<number>,
  ): Promise<Page<OrderReadRow>> {
    const offset = (page - 1) * size;
    const [rows, total] = await this.rowsAndTotal(
      ORDER_READ_COLUMNS,
      where,
      params,
      offset,
      size,
      order,
      knownTotal,
    );
    return { items: rows.map(orderReadRowOf), page, size, total };
  }

  /** A list's page: only the columns it shows (no state, timeline or ledger). */
  async listPage(
    where: string,
    params: unknown[],
    page: number,
    size: number,
    order: string,
    knownTotal?: Promise<number>,
    /** Keyset paging: rows are taken from the first on, whatever the page number says. */
    offset = (page - 1) * size,
  ): Promise<Page<OrderListRow>> {
    const [rows, total] = await this.rowsAndTotal(
      ORDER_LIST_COLUMNS,
      where,
      params,
      offset,
      size,
      order,
      knownTotal,
    );
    return { items: await this.listRowsOf(rows), page, size, total };
  }

  private async rowsAndTotal(
    columns: string,
    where: string,
    params: unknown[],
    offset: number,
    size: number,
    order: string,
    knownTotal?: Promise<number>,
  ) {
    const n = params.length;
    return Promise.all([
      this.query(
        `SELECT ${columns} FROM read_models.orders WHERE ${where} ORDER BY ${order} LIMIT $${n + 1} OFFSET $${n + 2}`,
        [...params, size, offset],
      ),
      knownTotal ??
        this.query(`SELECT count(*)::int AS total FROM read_models.orders WHERE ${where}`, params).then((r) =>
          Number(r[0]?.total ?? 0),
        ),
    ]);
  }

  // Rows projected before the list columns existed are read whole until the rebuild replaces them.
  private async listRowsOf(rows: Record<string, unknown>[]): Promise<OrderListRow[]> {
    const old = rows.filter((r) => !isListRowComplete(r)).map((r) => r.order_id);
    if (old.length === 0) return rows.map(orderListRowFromDb);
    const whole = await this.query(
      `SELECT ${ORDER_READ_COLUMNS} FROM read_models.orders WHERE order_id = ANY($1::text[])`,
      [old],
    );
    const byId = new Map(whole.map((r) => [r.order_id, orderReadRowOf(r)]));
    return rows.map((r) => byId.get(r.order_id) ?? orderListRowFromDb(r));
  }
}
