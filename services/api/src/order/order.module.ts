import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { CancelOrderHandler } from './commands/cancel-order/cancel-order.handler';
import { ChangeShippingAddressHandler } from './commands/change-shipping-address/change-shipping-address.handler';
import { CheckCorrespondenceHandler } from './commands/check-correspondence/check-correspondence.handler';
import { CompletePaymentHandler } from './commands/complete-payment/complete-payment.handler';
import { CorrectProcessingHandler } from './commands/correct-processing/correct-processing.handler';
import { DiscardDraftHandler } from './commands/discard-draft/discard-draft.handler';
import { PlaceOrderHandler } from './commands/place-order/place-order.handler';
import { PROCESSING_STEP_HANDLERS } from './commands/processing-steps/processing-step.handlers';
import { RegisterInboundShipmentHandler } from './commands/register-inbound-shipment/register-inbound-shipment.handler';
import { RegisterRefundAccountHandler } from './commands/register-refund-account/register-refund-account.handler';
import { SaveDraftHandler } from './commands/save-draft/save-draft.handler';
import { ScoreCardHandler } from './commands/score-card/score-card.handler';
import { ShipOutHandler } from './commands/ship-out/ship-out.handler';
import { OrderCommandExecutor } from './core/order-command.executor';
import { IdempotencyStore } from './idempotency/idempotency.store';
import { OrderNumberSequence } from './numbering/order-number.sequence';
import { OrderActionsHttpController } from './order-actions.http.controller';
import { OrderDraftsHttpController } from './order-drafts.http.controller';
import { CollectionHttpController } from './collection.http.controller';
import { OrderEventsHttpController } from './order-events.http.controller';
import { OrderChangesListener } from './live/order-changes.listener';
import { OrdersHttpController } from './orders.http.controller';
import { COST_POLICY, seedCostPolicySource } from './pricing/cost-policy.provider';
import { OrderPricer } from './pricing/order-pricer';
import { GetMemberOrderHandler } from './queries/get-member-order/get-member-order.query';
import { ListDraftsHandler } from './queries/list-drafts/list-drafts.query';
import { ListMemberOrdersHandler } from './queries/list-member-orders/list-member-orders.query';
import { PriceQuoteHandler } from './queries/price-quote/price-quote.query';
import { OrderReadModel } from './read-model/order-read.model';
import { CertificationRegistryCheck } from './reholder/certification-registry.check';
import { UnfinishedOrdersSource } from './read-model/unfinished-orders.source';

const COMMAND_HANDLERS = [
  SaveDraftHandler,
  DiscardDraftHandler,
  PlaceOrderHandler,
  CompletePaymentHandler,
  RegisterInboundShipmentHandler,
  ChangeShippingAddressHandler,
  CancelOrderHandler,
  RegisterRefundAccountHandler,
  CheckCorrespondenceHandler,
  ScoreCardHandler,
  ShipOutHandler,
  CorrectProcessingHandler,
  ...PROCESSING_STEP_HANDLERS,
];

const QUERY_HANDLERS = [GetMemberOrderHandler, ListMemberOrdersHandler, ListDraftsHandler, PriceQuoteHandler];

/**
 * The order service's write side (CommandBus → load stream, fold, decide, append) and its member
 * endpoints; console/ and audit/ build on what it exports. Read models come from the worker.
 */
@Module({
  imports: [CqrsModule.forRoot()],
  controllers: [
    OrderDraftsHttpController,
    OrdersHttpController,
    OrderActionsHttpController,
    OrderEventsHttpController,
    CollectionHttpController,
  ],
  providers: [
    OrderCommandExecutor,
    IdempotencyStore,
    OrderNumberSequence,
    OrderPricer,
    { provide: COST_POLICY, useValue: seedCostPolicySource },
    CertificationRegistryCheck,
    OrderReadModel,
    OrderChangesListener,
    UnfinishedOrdersSource,
    ...COMMAND_HANDLERS,
    ...QUERY_HANDLERS,
  ],
  exports: [OrderCommandExecutor, OrderReadModel],
})
export class OrderModule {}
