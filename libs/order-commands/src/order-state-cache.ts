import type { OrderState } from '@slabworks/domain';

/** An order folded up to a revision, with the ids of every event up to it (for retried commands). */
export interface FoldedOrder {
  readonly revision: number;
  readonly state: OrderState;
  readonly eventIds: ReadonlySet<string>;
}

/**
 * Folded orders by id, newest use last, the least recently used forgotten past `limit`. A stream only
 * grows, so a folded order stays true up to its revision whoever appends after it: a command reads
 * just the events past the cached revision and folds them on. A long order then costs what a short
 * one does (the fold and the read no longer grow with the stream). Per process; nothing to invalidate.
 */
export class OrderStateCache {
  private readonly orders = new Map<string, FoldedOrder>();

  constructor(private readonly limit = 10_000) {}

  get(orderId: string): FoldedOrder | undefined {
    const folded = this.orders.get(orderId);
    if (folded) {
      this.orders.delete(orderId);
      this.orders.set(orderId, folded);
    }
    return folded;
  }

  set(orderId: string, folded: FoldedOrder): void {
    const known = this.orders.get(orderId);
    if (known && known.revision > folded.revision) return; // a later fold already landed
    this.orders.delete(orderId);
    this.orders.set(orderId, folded);
    for (const oldest of this.orders.keys()) {
      if (this.orders.size <= this.limit) break;
      this.orders.delete(oldest);
    }
  }
}
