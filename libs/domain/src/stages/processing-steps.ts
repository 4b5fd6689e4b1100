import type { OrderCommandType } from '../order/order.commands';
import { nextProcessingCommand } from './allowed-actions';
import type { ProcessingStatus } from './processing-status';

/**
 * The operator's steps without a payload (a URL slug each) → their domain command, in processing
 * order. One table for the api's routes, bulk advance, and the console's offer of steps.
 */
export const PROCESSING_STEP_COMMANDS = {
  pickup: 'CompletePickup',
  receive: 'ShipIn',
  warehouse: 'Warehouse',
  'vsc-check': 'CheckVsc',
  'defect-check': 'CheckDefects',
  'scoring-complete': 'CompleteScoring',
  casing: 'CompleteCasing',
  release: 'ReleaseFromWarehouse',
  // Taiwan orders go from casing to the Taiwan branch instead (issue #32).
  'branch-send': 'SendToBranch',
  'branch-receive': 'ReceiveAtBranch',
  deliver: 'CompleteDelivery',
} as const satisfies Record<string, OrderCommandType>;
export type ProcessingStep = keyof typeof PROCESSING_STEP_COMMANDS;
export const PROCESSING_STEPS = Object.keys(PROCESSING_STEP_COMMANDS) as ProcessingStep[];

const STEP_OF_COMMAND = new Map<string, ProcessingStep>(
  PROCESSING_STEPS.map((step) => [PROCESSING_STEP_COMMANDS[step], step]),
);

/** The step (its slug in `/console/orders/:id/steps/:step`) a processing command is sent by, if any. */
export const processingStepOfCommand = (command: string): ProcessingStep | null =>
  STEP_OF_COMMAND.get(command) ?? null;

/**
 * The payload-free step that moves this order on, or null when its next move needs a form (the
 * tracking no., the correspondence check, the scores, the return shipment) or there is none.
 */
export const nextProcessingStep = (
  processingStatus: ProcessingStatus,
  viaBranch = false,
): ProcessingStep | null => {
  const command = nextProcessingCommand(processingStatus, viaBranch);
  return command === null ? null : (STEP_OF_COMMAND.get(command) ?? null);
};
