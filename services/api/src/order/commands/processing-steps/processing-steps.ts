import { PROCESSING_STEP_COMMANDS, type ProcessingStep } from '@slabworks/domain';

// The table lives in libs/domain: the console offers only the steps it names for an order.
export { PROCESSING_STEP_COMMANDS, PROCESSING_STEPS, type ProcessingStep } from '@slabworks/domain';

/** The command body of one step; undefined for a slug that names no step. */
export const processingStepCommand = (step: string) => {
  const type = PROCESSING_STEP_COMMANDS[step as ProcessingStep] as
    (typeof PROCESSING_STEP_COMMANDS)[ProcessingStep] | undefined;
  return type ? ({ type, data: {} } as const) : undefined;
};
