export { systemClock, type Clock } from './clock';
export {
  executeOrderCommand,
  StaleOrderRevisionError,
  type ExecuteOptions,
  type OrderCommandBody,
  type OrderCommandBuilder,
  type OrderCommandContext,
  type OrderCommandOutcome,
} from './execute-order-command';
export { OrderStateCache, type FoldedOrder } from './order-state-cache';
export { derivedCommandId, eventIdFor, uuidV5, uuidV7, UUID_PATTERN } from './order-event-ids';
export {
  readOrderHistory,
  toOrderEvent,
  UndecodableOrderEventError,
  type OrderHistory,
} from './order-history';
export {
  settlePlacement,
  confirmPlacement,
  placementConfirmation,
  type CarriedCtes,
  type PlacedHolds,
  sweepPlacements,
  type PlacementOutcome,
  type SqlQuery,
} from './placement/order-placement';
