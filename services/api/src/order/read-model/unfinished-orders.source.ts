import { Injectable, OnModuleInit } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { UNFINISHED_ORDERS, type UnfinishedOrdersPort } from '../../member/withdrawal/unfinished-orders.port';
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
    port.use({ countUnfinished: (memberId) => this.countUnfinished(memberId) });
  }

  async countUnfinished(memberId: string): Promise<number> {
    const rows = await this.orders.query(
      `SELECT count(*)::int AS n FROM read_models.orders
       WHERE member_id = $1 AND ('inProcess' = ANY(tabs) OR status = 'WRONG_REFUND_ACCOUNT')`,
      [memberId],
    );
    return Number(rows[0]?.n ?? 0);
  }
}
