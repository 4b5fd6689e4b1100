import { processingStepOfCommand, type ProcessingStep } from '@slabworks/domain';

// What the order screen offers for the processing command the api names as next (nextCommand).
// Steps without input are one button; the others open their form (correspondence, scores, ship-out).

/** A payload-free processing step as the api's route names it: the one table in libs/domain. */
export type StepSlug = ProcessingStep;

export type NextStep =
  | { kind: 'button'; step: StepSlug }
  | { kind: 'correspondence' }
  | { kind: 'score' }
  | { kind: 'ship-out' }
  /** The member's turn (own shipping: the inbound tracking number). */
  | { kind: 'member' }
  | { kind: 'none' };

export const nextStepOf = (nextCommand: string | null): NextStep => {
  if (nextCommand === null) return { kind: 'none' };
  const button = processingStepOfCommand(nextCommand);
  if (button) return { kind: 'button', step: button };
  if (nextCommand === 'CheckCorrespondence') return { kind: 'correspondence' };
  if (nextCommand === 'ScoreCard') return { kind: 'score' };
  if (nextCommand === 'ShipOut') return { kind: 'ship-out' };
  if (nextCommand === 'RegisterInboundShipment') return { kind: 'member' };
  return { kind: 'none' };
};
