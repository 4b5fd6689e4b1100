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
});
