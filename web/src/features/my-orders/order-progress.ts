import type { DisplayStage } from '@slabworks/domain';

export interface TimelineEntry {
  stage: string;
  at: string;
}

export interface ProgressStep {
  stage: DisplayStage;
  /** When the order reached this step (the latest time, after a correction); null if not (yet). */
  at: string | null;
  status: 'finish' | 'process' | 'wait';
}

const AFTER_START: readonly DisplayStage[] = [
  'SHIPPING_IN',
  'SHIPPING_IN_COMPLETE',
  'WAREHOUSE_IN',
  'GRADING',
  'GRADING_COMPLETE',
  'SHIPPING_OUT',
  'SHIPPING_OUT_COMPLETE',
];
// A Taiwan order travels from the head office to the Taiwan branch before it ships (issue #32).
const BRANCH_LEG: readonly DisplayStage[] = ['SENT_TO_BRANCH', 'BRANCH_RECEIVED'];
const withBranchLeg = AFTER_START.flatMap((stage) =>
  stage === 'GRADING_COMPLETE' ? [stage, ...BRANCH_LEG] : [stage],
);

/**
 * The stepper over the display stages (spec §4): the deposit step only for orders that waited for a
 * deposit, then the start step of the shipping method, then the common path (through the Taiwan
 * branch for a Taiwan order: `viaBranch`, its currency is TWD). Null for a cancelled
 * order or one without a stage (the page shows its status instead).
 */
export function progressSteps(
  displayStage: string | null,
  timeline: readonly TimelineEntry[],
  shippingMethod: string | null,
  viaBranch = false,
): ProgressStep[] | null {
  if (!displayStage || displayStage === 'CANCELLED') return null;
  const reached = new Map<string, string>();
  for (const entry of timeline) reached.set(entry.stage, entry.at);
  const start: DisplayStage =
    reached.has('PICKUP_REQUIRED') ||
    displayStage === 'PICKUP_REQUIRED' ||
    (shippingMethod && shippingMethod !== 'SELF_SHIPPING')
      ? 'PICKUP_REQUIRED'
      : 'NEED_INVOICE_INPUT';
  const deposit: DisplayStage[] =
    reached.has('WAITING_FOR_DEPOSIT') || displayStage === 'WAITING_FOR_DEPOSIT'
      ? ['WAITING_FOR_DEPOSIT']
      : [];
  const stages = [...deposit, start, ...(viaBranch ? withBranchLeg : AFTER_START)];
  const current = stages.indexOf(displayStage as DisplayStage);
  return stages.map((stage, index) => ({
    stage,
    at: index <= current ? (reached.get(stage) ?? null) : null,
    status:
      index < current || (index === current && stage === 'SHIPPING_OUT_COMPLETE')
        ? 'finish'
        : index === current
          ? 'process'
          : 'wait',
  }));
}
