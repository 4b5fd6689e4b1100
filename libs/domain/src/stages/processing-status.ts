import type { ShippingMethod } from '../order/order.values';

export const PICKUP_START_STATUSES = [
  'BRG_SHIPPING_BEFORE_PICKUP',
  'QUICK_SHIPPING_BEFORE_PICKUP',
  'VISIT_SHIPPING_BEFORE_PICKUP',
] as const;
export type PickupStartStatus = (typeof PICKUP_START_STATUSES)[number];

export const START_STATUSES = [
  'OWN_SHIPPING_BEFORE_INSERT_INVOICE_INFORMATION',
  ...PICKUP_START_STATUSES,
] as const;
export type StartStatus = (typeof START_STATUSES)[number];

// After the start status every order walks the same path, one step per event.
export const COMMON_PROCESSING_STEPS = [
  'SHIPPING_IN',
  'SHIPPING_IN_COMPLETE',
  'WAREHOUSE_IN',
  'CARD_CORRESPOND_CHECKED',
  'VSC_CHECKED',
  'CARD_DEFECT_CHECKED',
  'CARD_SCORED',
  'CASING_COMPLETE',
  'WAREHOUSE_OUT',
  'SHIPPING_OUT',
  'SHIPPING_OUT_COMPLETE',
] as const;

// Taiwan orders (issue #32): graded and cased at the head office in Korea, then sent to the Taiwan
// branch, which ships them to the collector. These two steps take WAREHOUSE_OUT's place.
export const BRANCH_STEPS = ['SENT_TO_BRANCH', 'BRANCH_RECEIVED'] as const;
export type BranchStep = (typeof BRANCH_STEPS)[number];

export const PROCESSING_STATUSES = [
  'NOT_PROCESSING',
  ...START_STATUSES,
  ...COMMON_PROCESSING_STEPS,
  ...BRANCH_STEPS,
] as const;
export type ProcessingStatus = (typeof PROCESSING_STATUSES)[number];

export const isBranchStep = (status: ProcessingStatus): status is BranchStep =>
  (BRANCH_STEPS as readonly string[]).includes(status);

type PathStep = Exclude<ProcessingStatus, 'NOT_PROCESSING' | StartStatus>;
const BRANCH_PATH: readonly PathStep[] = COMMON_PROCESSING_STEPS.flatMap((step): PathStep[] =>
  step === 'WAREHOUSE_OUT' ? [...BRANCH_STEPS] : [step],
);

/** The steps after the start status: a Taiwan order goes through the branch instead of WAREHOUSE_OUT. */
export const processingPath = (viaBranch: boolean): readonly PathStep[] =>
  viaBranch ? BRANCH_PATH : COMMON_PROCESSING_STEPS;

const START_BY_METHOD: Record<ShippingMethod, StartStatus> = {
  SELF_SHIPPING: 'OWN_SHIPPING_BEFORE_INSERT_INVOICE_INFORMATION',
  BRG_SHIPPING: 'BRG_SHIPPING_BEFORE_PICKUP',
  QUICK: 'QUICK_SHIPPING_BEFORE_PICKUP',
  VISIT: 'VISIT_SHIPPING_BEFORE_PICKUP',
};

export const processingStartFor = (method: ShippingMethod): StartStatus => START_BY_METHOD[method];

export const isStartStatus = (status: ProcessingStatus): status is StartStatus =>
  (START_STATUSES as readonly string[]).includes(status);

// Rank along the path: 0 before payment, 1 for any start status, then one per step of its path.
export const processingRank = (status: ProcessingStatus, viaBranch = isBranchStep(status)): number => {
  if (status === 'NOT_PROCESSING') return 0;
  if (isStartStatus(status)) return 1;
  return 2 + processingPath(viaBranch).indexOf(status);
};

export const nextProcessingStatus = (
  status: ProcessingStatus,
  viaBranch = false,
): ProcessingStatus | null => {
  if (status === 'NOT_PROCESSING') return null;
  if (isStartStatus(status)) return 'SHIPPING_IN';
  const path = processingPath(viaBranch);
  const at = path.indexOf(status);
  return at < 0 ? null : (path[at + 1] ?? null);
};

// Going back from SHIPPING_IN needs the order's own start status, so the caller passes it.
export const previousProcessingStatus = (
  status: ProcessingStatus,
  start: StartStatus,
  viaBranch = false,
): ProcessingStatus | null => {
  if (status === 'NOT_PROCESSING' || isStartStatus(status)) return null;
  if (status === 'SHIPPING_IN') return start;
  const path = processingPath(viaBranch);
  const at = path.indexOf(status);
  return at <= 0 ? null : (path[at - 1] ?? null);
};
