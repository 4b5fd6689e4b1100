import { Injectable, OnModuleInit } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { UNFINISHED_ORDERS, type UnfinishedOrder, type UnfinishedOrdersPort } from '../../member';
import { OrderReadModel } from './order-read.model';

/**
 * Answers the member module's withdrawal port (spec §4: no withdrawal while orders are open):
 * placed orders still in process (not delivered) or waiting for a corrected refund account.
 */
@Injectable()
export class UnfinishedOrdersSource implements OnModuleInit {
  constructor(
    private readonly moduleRef: ModuleRef,
    private readonly orders: OrderReadModel,
  ) {}

  onModuleInit(): void {
    const port = this.moduleRef.get<UnfinishedOrdersPort>(UNFINISHED_ORDERS, { strict: false });
    port.use({ listUnfinished: (memberId) => this.listUnfinished(memberId) });
  }

  async listUnfinished(memberId: string): Promise<UnfinishedOrder[]> {
    const rows = await this.orders.query(
      `SELECT order_id, order_number, status, display_stage FROM read_models.orders
       WHERE member_id = $1 AND ('inProcess' = ANY(tabs) OR status = 'WRONG_REFUND_ACCOUNT')
       ORDER BY placed_at DESC NULLS LAST LIMIT 50`,
      [memberId],
    );
    return rows.map((r) => ({
      orderId: r.order_id as string,
      orderNumber: (r.order_number as string | null) ?? null,
      status: r.status as string,
      displayStage: (r.display_stage as string | null) ?? null,
    }));
  }
}
