export {
  executeOrderCommand,
  type OrderCommandBody,
  type OrderCommandBuilder,
  type OrderCommandContext,
  type OrderCommandOutcome,
} from './execute-order-command';
export { derivedCommandId, eventIdFor, uuidV5 } from './order-event-ids';
export { readOrderHistory, toOrderEvent, type OrderHistory } from './order-history';
