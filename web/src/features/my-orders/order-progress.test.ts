import { describe, expect, it } from 'vitest';
import { progressSteps } from './order-progress';

describe('order progress steps', () => {
  it('self shipping after a card payment: the reached steps carry their time', () => {
    const steps = progressSteps(
      'SHIPPING_IN',
      [
        { stage: 'NEED_INVOICE_INPUT', at: '2026-11-23T01:00:00Z' },
        { stage: 'SHIPPING_IN', at: '2026-11-23T02:00:00Z' },
      ],
      'SELF_SHIPPING',
    )!;
    expect(steps.map((s) => s.stage)).toEqual([
      'NEED_INVOICE_INPUT',
      'SHIPPING_IN',
      'SHIPPING_IN_COMPLETE',
      'WAREHOUSE_IN',
      'GRADING',
      'GRADING_COMPLETE',
      'SHIPPING_OUT',
      'SHIPPING_OUT_COMPLETE',
    ]);
    expect(steps.slice(0, 3)).toEqual([
      { stage: 'NEED_INVOICE_INPUT', at: '2026-11-23T01:00:00Z', status: 'finish' },
      { stage: 'SHIPPING_IN', at: '2026-11-23T02:00:00Z', status: 'process' },
      { stage: 'SHIPPING_IN_COMPLETE', at: null, status: 'wait' },
    ]);
  });

  it('a virtual account order starts with the deposit; pickup orders with the pickup', () => {
    const steps = progressSteps(
      'WAITING_FOR_DEPOSIT',
      [{ stage: 'WAITING_FOR_DEPOSIT', at: 'x' }],
      'BRG_SHIPPING',
    )!;
    expect(steps.slice(0, 2).map((s) => [s.stage, s.status])).toEqual([
      ['WAITING_FOR_DEPOSIT', 'process'],
      ['PICKUP_REQUIRED', 'wait'],
    ]);
  });

  it('delivered is finished; a correction shows the latest time of a step', () => {
    const steps = progressSteps(
      'SHIPPING_OUT_COMPLETE',
      [
        { stage: 'GRADING', at: 'a' },
        { stage: 'GRADING_COMPLETE', at: 'b' },
        { stage: 'GRADING', at: 'c' },
        { stage: 'SHIPPING_OUT_COMPLETE', at: 'd' },
      ],
      'SELF_SHIPPING',
    )!;
    expect(steps.every((s) => s.status === 'finish')).toBe(true);
    expect(steps.find((s) => s.stage === 'GRADING')!.at).toBe('c');
  });

  it('none for cancelled orders or orders without a stage', () => {
    expect(progressSteps('CANCELLED', [], null)).toBeNull();
    expect(progressSteps(null, [], null)).toBeNull();
  });

  it('a Taiwan order goes through the Taiwan branch, each step with its time; a Korean one never', () => {
    const timeline = [
      { stage: 'NEED_INVOICE_INPUT', at: 't1' },
      { stage: 'SHIPPING_IN', at: 't2' },
      { stage: 'SHIPPING_IN_COMPLETE', at: 't3' },
      { stage: 'WAREHOUSE_IN', at: 't4' },
      { stage: 'GRADING', at: 't5' },
      { stage: 'GRADING_COMPLETE', at: 't6' },
      { stage: 'SENT_TO_BRANCH', at: 't7' },
      { stage: 'BRANCH_RECEIVED', at: 't8' },
    ];
    const steps = progressSteps('BRANCH_RECEIVED', timeline, 'SELF_SHIPPING', true)!;
    expect(steps.map((s) => [s.stage, s.at, s.status])).toEqual([
      ['NEED_INVOICE_INPUT', 't1', 'finish'],
      ['SHIPPING_IN', 't2', 'finish'],
      ['SHIPPING_IN_COMPLETE', 't3', 'finish'],
      ['WAREHOUSE_IN', 't4', 'finish'],
      ['GRADING', 't5', 'finish'],
      ['GRADING_COMPLETE', 't6', 'finish'],
      ['SENT_TO_BRANCH', 't7', 'finish'],
      ['BRANCH_RECEIVED', 't8', 'process'],
      ['SHIPPING_OUT', null, 'wait'],
      ['SHIPPING_OUT_COMPLETE', null, 'wait'],
    ]);
    const korean = progressSteps('GRADING_COMPLETE', timeline.slice(0, 6), 'SELF_SHIPPING')!;
    expect(korean.map((s) => s.stage)).not.toContain('SENT_TO_BRANCH');
  });
});
