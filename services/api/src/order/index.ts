// The order module's one public face: what other api modules use of it (services/api/src/CONVENTIONS.md).
export {
  PROCESSING_STEPS,
  PROCESSING_STEP_COMMANDS,
  processingStepCommand,
} from './commands/processing-steps/processing-steps';
export { staffActor } from './core/order-caller';
export { OrderCommandExecutor } from './core/order-command.executor';
export type {
  OrderCommandBody,
  OrderCommandContext,
  OrderCommandResult,
} from './core/order-command.executor';
export { ReasonRequestDto, ShipmentRequestDto } from './dto/order-action.request.dto';
export {
  MinRevisionRequestDto,
  PageNumberField,
  PageRequestDto,
  PageSizeField,
} from './dto/order-list.request.dto';
export { WrittenRevisionRequestDto, writtenRevisionOf } from './dto/written-revision.request.dto';
export { commandContext } from './http/command-context';
export { OrderIdPipe, commandAnswer, idempotencyKey, rejectInvalid, sendEtag } from './http/order-http';
export { reasonProblems, shipmentProblems } from './http/order-input.checks';
export { OrderModule } from './order.module';
export { ORDER_MIGRATIONS } from './persistence/order-migrations';
export { StoredCostPolicySource } from './pricing/stored-cost-policy.source';
export { ReadYourWrites } from './read-model/read-your-writes';
export type { WrittenRevision } from './read-model/read-your-writes';
