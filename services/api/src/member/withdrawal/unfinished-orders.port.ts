import { Injectable } from '@nestjs/common';

/**
 * Spec §4: withdrawal is blocked while graded cards are not returned, or ungraded or undelivered
 * orders exist. The order read model answers this once it exists; until then nothing is unfinished.
 */
export interface UnfinishedOrder {
  orderId: string;
  orderNumber: string | null;
  status: string;
  displayStage: string | null;
}

export interface UnfinishedOrders {
  /** Newest first; the withdrawal refusal lists them so the member can open each. */
  listUnfinished(memberId: string): Promise<UnfinishedOrder[]>;
}

export const UNFINISHED_ORDERS = Symbol('UNFINISHED_ORDERS');

/**
 * The port's one instance. The order module plugs its answer in at start-up
 * (`moduleRef.get(UNFINISHED_ORDERS, { strict: false }).use(myReadModelQuery)`), so the member
 * module never imports order code.
 */
@Injectable()
export class UnfinishedOrdersPort implements UnfinishedOrders {
  private source: UnfinishedOrders = { listUnfinished: async () => [] };

  use(source: UnfinishedOrders): void {
    this.source = source;
  }

  listUnfinished(memberId: string): Promise<UnfinishedOrder[]> {
    return this.source.listUnfinished(memberId);
  }
}
