import { Injectable, OnModuleInit } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { unfinishedOrders } from '@slabworks/read-models';
import { DataSource } from 'typeorm';
import { UNFINISHED_ORDERS, type UnfinishedOrder, type UnfinishedOrdersPort } from '../../member';

/**
 * Answers the member module's withdrawal port (spec §4: no withdrawal while orders are open):
 * placed orders still in process (not delivered) or waiting for a corrected refund account.
 */
@Injectable()
export class UnfinishedOrdersSource implements OnModuleInit {
  constructor(
    private readonly moduleRef: ModuleRef,
    private readonly db: DataSource,
  ) {}

  onModuleInit(): void {
    const port = this.moduleRef.get<UnfinishedOrdersPort>(UNFINISHED_ORDERS, { strict: false });
    port.use({ listUnfinished: (memberId) => this.listUnfinished(memberId) });
  }

  listUnfinished(memberId: string): Promise<UnfinishedOrder[]> {
    return unfinishedOrders(this.db, memberId);
  }
}
