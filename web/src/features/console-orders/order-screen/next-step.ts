// What the order screen offers for the processing command the api names as next (nextCommand).
// Steps without input are one button; the others open their form (correspondence, scores, ship-out).
export type StepSlug =
  | 'pickup'
  | 'receive'
  | 'warehouse'
  | 'vsc-check'
  | 'defect-check'
  | 'scoring-complete'
  | 'casing'
  | 'release'
  | 'branch-send'
  | 'branch-receive'
  | 'deliver';

export type NextStep =
  | { kind: 'button'; step: StepSlug }
  | { kind: 'correspondence' }
  | { kind: 'score' }
  | { kind: 'ship-out' }
  /** The member's turn (own shipping: the inbound tracking number). */
  | { kind: 'member' }
  | { kind: 'none' };

const BUTTON_STEPS: Record<string, StepSlug> = {
  CompletePickup: 'pickup',
  ShipIn: 'receive',
  Warehouse: 'warehouse',
  CheckVsc: 'vsc-check',
  CheckDefects: 'defect-check',
  CompleteCasing: 'casing',
  ReleaseFromWarehouse: 'release',
  SendToBranch: 'branch-send',
  ReceiveAtBranch: 'branch-receive',
  CompleteDelivery: 'deliver',
};

export const nextStepOf = (nextCommand: string | null): NextStep => {
  if (nextCommand === null) return { kind: 'none' };
  const button = BUTTON_STEPS[nextCommand];
  if (button) return { kind: 'button', step: button };
  if (nextCommand === 'CheckCorrespondence') return { kind: 'correspondence' };
  if (nextCommand === 'ScoreCard') return { kind: 'score' };
  if (nextCommand === 'ShipOut') return { kind: 'ship-out' };
  if (nextCommand === 'RegisterInboundShipment') return { kind: 'member' };
  return { kind: 'none' };
};
