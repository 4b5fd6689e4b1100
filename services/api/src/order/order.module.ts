import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { CouponModule } from '../coupon';
import { UploadModule } from '../upload';
import { FaultPoints } from './placement/fault-points';
import { OrderPlacement } from './placement/order-placement.service';
import { PlaceOrderBuilder } from './commands/place-order/place-order.builder';
import { OrderCommandExecutor } from './core/order-command.executor';
import { IdempotencyStore } from './idempotency/idempotency.store';
import { OrderActionsHttpController } from './order-actions.http.controller';
import { OrderDraftsHttpController } from './order-drafts.http.controller';
import { CollectionHttpController } from './collection.http.controller';
import { OrderEventsHttpController } from './order-events.http.controller';
import { OrderChangesListener } from './live/order-changes.listener';
import { OrdersHttpController } from './orders.http.controller';
import { COST_POLICY } from './pricing/cost-policy.provider';
import { StoredCostPolicySource } from './pricing/stored-cost-policy.source';
import { OrderPricer } from './pricing/order-pricer';
import { GetMemberOrderHandler } from './queries/get-member-order/get-member-order.query';
import { ListDraftsHandler } from './queries/list-drafts/list-drafts.query';
import { ListMemberOrdersHandler } from './queries/list-member-orders/list-member-orders.query';
import { PriceQuoteHandler } from './queries/price-quote/price-quote.query';
import { SentNotifications } from './read-model/sent-notifications';
import { ReadYourWrites } from './read-model/read-your-writes';
import { CertificationCheckHttpController } from './reholder/certification-check.http.controller';
import { CertificationRegistryCheck } from './reholder/certification-registry.check';
import { UnfinishedOrdersSource } from './read-model/unfinished-orders.source';
import { DraftAllowance } from './commands/save-draft/draft-allowance';

const QUERY_HANDLERS = [GetMemberOrderHandler, ListMemberOrdersHandler, ListDraftsHandler, PriceQuoteHandler];

/**
 * The order service's write side (OrderCommandExecutor → load stream, fold, decide, append) and its
 * member endpoints; console/ and audit/ build on what it exports. Read models come from the worker.
 */
@Module({
  imports: [CqrsModule.forRoot(), UploadModule, CouponModule],
  controllers: [
    CertificationCheckHttpController,
    OrderDraftsHttpController,
    OrdersHttpController,
    OrderActionsHttpController,
    OrderEventsHttpController,
    CollectionHttpController,
  ],
  providers: [
    OrderCommandExecutor,
    IdempotencyStore,
    OrderPricer,
    StoredCostPolicySource,
    { provide: COST_POLICY, useExisting: StoredCostPolicySource },
    CertificationRegistryCheck,
    SentNotifications,
    OrderChangesListener,
    ReadYourWrites,
    UnfinishedOrdersSource,
    PlaceOrderBuilder,
    OrderPlacement,
    FaultPoints,
    DraftAllowance,
    ...QUERY_HANDLERS,
  ],
  exports: [OrderCommandExecutor, ReadYourWrites, StoredCostPolicySource],
})
export class OrderModule {}
