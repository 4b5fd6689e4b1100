import { Injectable } from '@nestjs/common';

/**
 * Spec §4: withdrawal is blocked while graded cards are not returned, or ungraded or undelivered
 * orders exist. The order read model answers this once it exists; until then nothing is unfinished.
 */
export interface UnfinishedOrders {
  countUnfinished(memberId: string): Promise<number>;
}

export const UNFINISHED_ORDERS = Symbol('UNFINISHED_ORDERS');

/**
 * The port's one instance. The order module plugs its answer in at start-up
 * (`moduleRef.get(UNFINISHED_ORDERS, { strict: false }).use(myReadModelQuery)`), so the member
 * module never imports order code.
 */
@Injectable()
export class UnfinishedOrdersPort implements UnfinishedOrders {
  private source: UnfinishedOrders = { countUnfinished: async () => 0 };

  use(source: UnfinishedOrders): void {
    this.source = source;
  }

  countUnfinished(memberId: string): Promise<number> {
    return this.source.countUnfinished(memberId);
  }
}
