import { describe, expect, it } from 'vitest';
import { awaitsReceipt, matchScan, readinessOf } from './receiving-match';

const row = (
  orderNumber: string,
  nextCommand: string | null = 'ShipIn',
  processingStatus = 'SHIPPING_IN',
) => ({
  orderId: `id-${orderNumber}`,
  orderNumber,
  nextCommand,
  revision: 3,
  processingStatus,
  displayStage: null as string | null,
});

describe('matchScan', () => {
  it('takes the order no. as printed on the slip, trimmed and in any case, among partial matches', () => {
    const rows = [row('G261128-000001'), row('G261128-0000011')];
    expect(matchScan(' g261128-000001 \n', rows)).toEqual({ kind: 'one', row: rows[0] });
  });

  it('never takes another order for an order no. it only partly matches', () => {
    expect(matchScan('G261128-000001', [row('G261128-0000012')])).toEqual({ kind: 'none' });
  });

  it('takes a single match for any other code (a tracking no.) and reports none or many', () => {
    expect(matchScan('555000111', [row('A-1')])).toEqual({ kind: 'one', row: row('A-1') });
    expect(matchScan('x', [])).toEqual({ kind: 'none' });
    expect(matchScan('2025', [row('2025-1'), row('2025-2')]).kind).toBe('many');
  });
});

describe('readinessOf', () => {
  it('receives only an order waiting for its parcel, and says why not otherwise', () => {
    expect(readinessOf(row('A', 'ShipIn'))).toBe('receive');
    expect(awaitsReceipt(row('A', 'Warehouse', 'SHIPPING_IN_COMPLETE'))).toBe(false);
    expect(readinessOf(row('A', 'Warehouse', 'SHIPPING_IN_COMPLETE'))).toBe('alreadyReceived');
    expect(readinessOf(row('A', 'ShipOut', 'WAREHOUSE_OUT'))).toBe('alreadyReceived');
    expect(readinessOf(row('A', null, 'NOT_PROCESSING'))).toBe('notPaid');
    expect(readinessOf({ ...row('A', null, 'NOT_PROCESSING'), displayStage: 'CANCELLED' })).toBe('cancelled');
    expect(
      readinessOf(row('A', 'RegisterInboundShipment', 'OWN_SHIPPING_BEFORE_INSERT_INVOICE_INFORMATION')),
    ).toBe('notWaiting');
  });
});
