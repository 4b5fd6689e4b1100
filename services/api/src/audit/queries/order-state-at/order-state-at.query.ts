import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { allowedActionsOf, displayStageOfOrder, foldOrder, type OrderState } from '@slabworks/domain';
import type { EventStore } from '@slabworks/event-store';
import { ApiException } from '../../../errors';
import { EVENT_STORE } from '../../../event-store';
import { readOrderHistory, toOrderEvent } from '@slabworks/order-commands';

export interface StateAt {
  orderId: string;
  /** The last event folded. */
  revision: number;
  /** The stream's newest revision, so a screen can offer every point in between. */
  lastRevision: number;
  /** When the last folded event was recorded. */
  recordedAt: string;
  eventType: string;
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
 * or before an instant (the store's record time, which never runs backwards within a stream). A point
 * outside the stream is refused with the bounds, never answered with an empty state.
 */
@QueryHandler(OrderStateAtQuery)
export class OrderStateAtHandler implements IQueryHandler<OrderStateAtQuery, StateAt> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute(query: OrderStateAtQuery): Promise<StateAt> {
    const { revision, at } = query.asOf;
    const history = await readOrderHistory(this.store, query.orderId);
    if (history.revision < 0) throw ApiException.notFound('ORDER.NOT_FOUND');
    const first = history.recorded[0]!;
    if (revision !== undefined && revision > history.revision) {
      throw new ApiException(
        400,
        'AUDIT.REVISION_BEYOND_END',
        { revision, lastRevision: history.revision },
        { lastRevision: history.revision },
      );
    }
    const until = at === undefined ? undefined : new Date(at).getTime();
    if (until !== undefined && until < first.createdAt.getTime()) {
      const firstRecordedAt = first.createdAt.toISOString();
      throw new ApiException(400, 'AUDIT.BEFORE_ORDER_EXISTED', { at, firstRecordedAt }, { firstRecordedAt });
    }
    const upTo = history.recorded.filter((e) =>
      revision !== undefined ? e.revision <= revision : e.createdAt.getTime() <= until!,
    );
    const last = upTo[upTo.length - 1]!;
    const state = foldOrder(upTo.map(toOrderEvent));
    return {
      orderId: query.orderId,
      revision: last.revision,
      lastRevision: history.revision,
      recordedAt: last.createdAt.toISOString(),
      eventType: last.type,
      asOf: query.asOf,
      displayStage: displayStageOfOrder(state),
      allowedActions: allowedActionsOf(state),
      state,
    };
  }
}
