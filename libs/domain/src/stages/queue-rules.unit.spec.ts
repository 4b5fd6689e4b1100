import {
  nextProcessingStep,
  PROCESSING_STEP_COMMANDS,
  PROCESSING_STEPS,
  processingStepOfCommand,
} from './processing-steps';
import { daysInStage, isStageOverdue, STAGE_DAY_LIMITS } from './stage-deadlines';
import { DISPLAY_STAGES } from './display-stage';

describe('the bulk step an order can take', () => {
  it.each([
    ['SHIPPING_IN', false, 'receive'],
    ['BRG_SHIPPING_BEFORE_PICKUP', false, 'pickup'],
    ['SHIPPING_IN_COMPLETE', false, 'warehouse'],
    ['CARD_CORRESPOND_CHECKED', false, 'vsc-check'],
    ['CARD_SCORED', false, 'casing'],
    ['CASING_COMPLETE', false, 'release'],
    ['CASING_COMPLETE', true, 'branch-send'],
    ['SENT_TO_BRANCH', true, 'branch-receive'],
    ['SHIPPING_OUT', false, 'deliver'],
    // Their next moves need a form on the order screen.
    ['OWN_SHIPPING_BEFORE_INSERT_INVOICE_INFORMATION', false, null],
    ['WAREHOUSE_IN', false, null],
    ['CARD_DEFECT_CHECKED', false, null],
    ['WAREHOUSE_OUT', false, null],
    ['SHIPPING_OUT_COMPLETE', false, null],
  ] as const)('%s (via branch: %s) -> %s', (status, viaBranch, step) => {
    expect(nextProcessingStep(status, viaBranch)).toBe(step);
  });

  it('names only steps that exist', () => {
    expect(PROCESSING_STEPS).toContain('receive');
  });

  it("gives each step's command back its step (the console's buttons), and nothing for form commands", () => {
    for (const step of PROCESSING_STEPS)
      expect(processingStepOfCommand(PROCESSING_STEP_COMMANDS[step])).toBe(step);
    for (const command of ['ScoreCard', 'CheckCorrespondence', 'ShipOut', 'RegisterInboundShipment', 'Nope'])
      expect(processingStepOfCommand(command)).toBeNull();
  });
});

describe('days in stage and the overdue flag', () => {
  const now = new Date('2026-11-28T12:00:00Z');

  it('counts whole days, never below zero', () => {
    expect(daysInStage('2026-11-28T01:00:00Z', now)).toBe(0);
    expect(daysInStage('2026-11-25T11:00:00Z', now)).toBe(3);
    expect(daysInStage('2026-11-29T00:00:00Z', now)).toBe(0);
  });

  it('flags an order past its stage limit, never a final stage', () => {
    expect(STAGE_DAY_LIMITS.SHIPPING_IN).toBe(5);
    expect(isStageOverdue('SHIPPING_IN', '2026-11-23T11:00:00Z', now)).toBe(false);
    expect(isStageOverdue('SHIPPING_IN', '2026-11-22T11:00:00Z', now)).toBe(true);
    expect(isStageOverdue('UNPAID', '2026-11-20T11:00:00Z', now)).toBe(true);
    expect(isStageOverdue('SHIPPING_OUT_COMPLETE', '2020-01-01T00:00:00Z', now)).toBe(false);
    expect(isStageOverdue('CANCELLED', '2020-01-01T00:00:00Z', now)).toBe(false);
    expect(isStageOverdue('GRADING', null, now)).toBe(false);
  });

  it('has a limit (or none, said so) for every display stage', () => {
    for (const stage of DISPLAY_STAGES) expect(STAGE_DAY_LIMITS).toHaveProperty(stage);
  });
});
