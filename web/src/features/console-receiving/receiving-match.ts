import { parseOrderNumber, processingRank, type ProcessingStatus } from '@slabworks/domain';

// Receiving mode: which queue row a scanned code means. The slip's barcode holds the order no. as
// printed; the queue's search matches any part of an order no., so only the exact one (trimmed, any
// case) counts for a code shaped like an order no. Any other code (a tracking no.) counts when it
// finds exactly one order.
export interface ScannedRow {
  orderId: string;
  orderNumber: string | null;
  nextCommand: string | null;
  revision: number;
  status?: string;
  processingStatus?: string;
  displayStage?: string | null;
}

export type ScanMatch<Row extends ScannedRow> =
  { kind: 'none' } | { kind: 'one'; row: Row } | { kind: 'many'; rows: Row[] };

/** The code as the queue's search and the comparison take it: trimmed, upper case. */
export const scannedCode = (code: string): string => code.trim().toUpperCase();

export const matchScan = <Row extends ScannedRow>(code: string, rows: readonly Row[]): ScanMatch<Row> => {
  const wanted = scannedCode(code);
  const exact = rows.filter((row) => row.orderNumber?.toUpperCase() === wanted);
  if (exact.length === 1) return { kind: 'one', row: exact[0]! };
  if (parseOrderNumber(wanted) !== null) return { kind: 'none' };
  if (rows.length === 1) return { kind: 'one', row: rows[0]! };
  if (rows.length === 0) return { kind: 'none' };
  return { kind: 'many', rows: [...rows] };
};

/** What receiving can do with an order that was found. */
export type Readiness = 'receive' | 'alreadyReceived' | 'notPaid' | 'cancelled' | 'notWaiting';

const RECEIVED_RANK = processingRank('SHIPPING_IN_COMPLETE');

export const readinessOf = (row: ScannedRow): Readiness => {
  // The api names the next command: an order waiting for its parcel waits for exactly ShipIn.
  if (row.nextCommand === 'ShipIn') return 'receive';
  if (row.displayStage === 'CANCELLED') return 'cancelled';
  const processing = row.processingStatus as ProcessingStatus | undefined;
  if (processing === undefined || processing === 'NOT_PROCESSING') return 'notPaid';
  if (processingRank(processing) >= RECEIVED_RANK) return 'alreadyReceived';
  // Paid, but the parcel is not on its way yet (no inbound tracking no., a pickup to complete).
  return 'notWaiting';
};

/** A parcel can be marked received when the order waits for exactly that (ShipIn). */
export const awaitsReceipt = (row: ScannedRow): boolean => readinessOf(row) === 'receive';
