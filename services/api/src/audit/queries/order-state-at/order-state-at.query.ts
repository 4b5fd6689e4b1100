import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { allowedActionsOf, displayStageOfOrder, foldOrder, type OrderState } from '@slabworks/domain';
import type { EventStore } from '@slabworks/event-store';
import { ApiException } from '../../../errors/api.exception';
import { EVENT_STORE } from '../../../event-store/event-store.module';
import { readOrderHistory } from '@slabworks/order-commands';

export interface StateAt {
  orderId: string;
  /** The last event folded; null when the order did not exist yet at that point. */
  revision: number | null;
  asOf: { revision?: number; at?: string };
  displayStage: string | null;
  allowedActions: string[];
  state: OrderState;
}

export class OrderStateAtQuery extends Query<StateAt> {
  constructor(
    readonly orderId: string,
    readonly asOf: { revision?: number; at?: string },
  ) {
    super();
  }
}

/**
 * Time travel: the same fold the command side runs, over the events up to a revision or recorded at
 * or before an instant (the store's record time, which never runs backwards within a stream).
 */
@QueryHandler(OrderStateAtQuery)
export class OrderStateAtHandler implements IQueryHandler<OrderStateAtQuery, StateAt> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute(query: OrderStateAtQuery): Promise<StateAt> {
    const { revision, at } = query.asOf;
    const all = await readOrderHistory(this.store, query.orderId, { maxCount: 1 });
    if (all.revision < 0) throw ApiException.notFound('ORDER.NOT_FOUND');
    const history = await readOrderHistory(this.store, query.orderId, {
      ...(revision !== undefined ? { toRevision: revision } : {}),
      ...(at !== undefined ? { until: new Date(at) } : {}),
    });
    const state = foldOrder(history.events);
    return {
      orderId: query.orderId,
      revision: history.revision < 0 ? null : history.revision,
      asOf: query.asOf,
      displayStage: displayStageOfOrder(state),
      allowedActions: history.revision < 0 ? [] : allowedActionsOf(state),
      state,
    };
  }
}
