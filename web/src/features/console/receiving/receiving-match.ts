// Receiving mode: which queue row a scanned code means. The queue's search matches any part of an
// order no. and a tracking no. exactly, so a short code may match several: an exact order no. wins.
export interface ScannedRow {
  orderId: string;
  orderNumber: string | null;
  nextCommand: string | null;
  revision: number;
}

export type ScanMatch<Row extends ScannedRow> =
  { kind: 'none' } | { kind: 'one'; row: Row } | { kind: 'many'; rows: Row[] };

export const matchScan = <Row extends ScannedRow>(code: string, rows: readonly Row[]): ScanMatch<Row> => {
  const wanted = code.trim().toUpperCase();
  const exact = rows.filter((row) => row.orderNumber?.toUpperCase() === wanted);
  if (exact.length === 1) return { kind: 'one', row: exact[0]! };
  if (rows.length === 1) return { kind: 'one', row: rows[0]! };
  if (rows.length === 0) return { kind: 'none' };
  return { kind: 'many', rows: [...rows] };
};

/** A parcel can be marked received when the order waits for exactly that (ShipIn). */
export const awaitsReceipt = (row: ScannedRow): boolean => row.nextCommand === 'ShipIn';
