import { DisplayStage } from './display-stage';

export interface StageRule {
  cancellable: boolean;
  refundable: boolean;
  addressChangeable: boolean;
  inboundInfoSent: boolean;
  outboundInfoSent: boolean;
  gradingSummaryShown: boolean;
  itemResultsShown: boolean;
  statusTextShown: boolean;
  beforeGradingComplete: boolean;
}
export type StageRuleName = keyof StageRule;

const row = (flags: string): StageRule => {
  const [c, r, a, i, o, g, p, s, b] = flags.split('').map((flag) => flag === 'x');
  return {
    cancellable: c,
    refundable: r,
    addressChangeable: a,
    inboundInfoSent: i,
    outboundInfoSent: o,
    gradingSummaryShown: g,
    itemResultsShown: p,
    statusTextShown: s,
    beforeGradingComplete: b,
  };
};

// Spec §4 rule table, transposed: one row per stage. The server enforces it, the UI mirrors it.
// Columns: cancellable, refundable, address, inbound sent, outbound sent, summary, per-item, text, before done
// prettier-ignore
export const STAGE_RULES: Readonly<Record<DisplayStage, StageRule>> = {
  WAITING_FOR_DEPOSIT:   row('x.x....x.'),
  NEED_INVOICE_INPUT:    row('x.x.....x'),
  PICKUP_REQUIRED:       row('x.x.....x'),
  SHIPPING_IN:           row('x.xx....x'),
  SHIPPING_IN_COMPLETE:  row('..x......'),
  WAREHOUSE_IN:          row('.xx....xx'),
  GRADING:               row('.xx....xx'),
  GRADING_COMPLETE:      row('.x...x.x.'),
  // Ours (the spec's table predates the branch): as GRADING_COMPLETE, the cards are on their way.
  SENT_TO_BRANCH:        row('.x...x.x.'),
  BRANCH_RECEIVED:       row('.x...x.x.'),
  SHIPPING_OUT:          row('.x..xxxx.'),
  SHIPPING_OUT_COMPLETE: row('.x..xxxx.'),
  CANCELLED:             row('.......x.'),
};

export const stageAllows = (stage: DisplayStage | null, rule: StageRuleName): boolean =>
  stage !== null && STAGE_RULES[stage][rule];

export const stagesWhere = (rule: StageRuleName): DisplayStage[] =>
  (Object.keys(STAGE_RULES) as DisplayStage[]).filter((stage) => STAGE_RULES[stage][rule]);

export const isCancellable = (stage: DisplayStage | null): boolean => stageAllows(stage, 'cancellable');
export const isRefundable = (stage: DisplayStage | null): boolean => stageAllows(stage, 'refundable');
export const isAddressChangeable = (stage: DisplayStage | null): boolean =>
  stageAllows(stage, 'addressChangeable');
export const isBeforeGradingComplete = (stage: DisplayStage | null): boolean =>
  stageAllows(stage, 'beforeGradingComplete');
