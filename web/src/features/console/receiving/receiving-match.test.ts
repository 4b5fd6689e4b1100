import { describe, expect, it } from 'vitest';
import { awaitsReceipt, matchScan } from './receiving-match';

const row = (orderNumber: string, nextCommand: string | null = 'ShipIn') => ({
  orderId: `id-${orderNumber}`,
  orderNumber,
  nextCommand,
  revision: 3,
});

describe('matchScan', () => {
  it('takes the exact order no. among partial matches, whatever the case', () => {
    const rows = [row('20251123-0001'), row('20251123-00011')];
    expect(matchScan(' 20251123-0001 ', rows)).toEqual({ kind: 'one', row: rows[0] });
  });

  it('takes a single match (a tracking no.) and reports none or many', () => {
    expect(matchScan('555000111', [row('A-1')])).toEqual({ kind: 'one', row: row('A-1') });
    expect(matchScan('x', [])).toEqual({ kind: 'none' });
    expect(matchScan('2025', [row('2025-1'), row('2025-2')]).kind).toBe('many');
  });

  it('marks received only an order waiting for receipt', () => {
    expect(awaitsReceipt(row('A', 'ShipIn'))).toBe(true);
    expect(awaitsReceipt(row('A', 'Warehouse'))).toBe(false);
  });
});
