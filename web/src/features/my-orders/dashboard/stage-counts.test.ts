import { describe, expect, it } from 'vitest';
import { countByStage } from './stage-counts';

describe('countByStage', () => {
  it('counts orders per display stage in the stages order and skips orders without one', () => {
    const orders = [
      { displayStage: 'GRADING' },
      { displayStage: 'NEED_INVOICE_INPUT' },
      { displayStage: 'GRADING' },
      { displayStage: null },
    ];
    expect(countByStage(orders)).toEqual([
      { stage: 'NEED_INVOICE_INPUT', count: 1 },
      { stage: 'GRADING', count: 2 },
    ]);
  });

  it('is empty without orders', () => {
    expect(countByStage([])).toEqual([]);
  });
});
