import type { OrderCommandType } from '@slabworks/domain';

/** URL slug of each operator step without a payload → its domain command, in processing order. */
export const PROCESSING_STEP_COMMANDS = {
  pickup: 'CompletePickup',
  receive: 'ShipIn',
  warehouse: 'Warehouse',
  'vsc-check': 'CheckVsc',
  'defect-check': 'CheckDefects',
  'scoring-complete': 'CompleteScoring',
  casing: 'CompleteCasing',
  release: 'ReleaseFromWarehouse',
  deliver: 'CompleteDelivery',
} as const satisfies Record<string, OrderCommandType>;
export type ProcessingStep = keyof typeof PROCESSING_STEP_COMMANDS;
export const PROCESSING_STEPS = Object.keys(PROCESSING_STEP_COMMANDS) as ProcessingStep[];

/** The command body of one step; undefined for a slug that names no step. */
export const processingStepCommand = (step: string) => {
  const type = PROCESSING_STEP_COMMANDS[step as ProcessingStep] as
    (typeof PROCESSING_STEP_COMMANDS)[ProcessingStep] | undefined;
  return type ? ({ type, data: {} } as const) : undefined;
};
