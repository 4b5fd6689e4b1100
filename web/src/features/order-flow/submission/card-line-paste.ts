export interface PastedCardLine {
  playerName: string;
  year?: number;
  quantity: number;
  setName?: string;
  cardNumber?: string;
}

/**
 * Card lines copied from a spreadsheet: one row per line, cells split by tabs (or commas when a row
 * has no tab) in the order name, year, quantity, set, card no. Missing or unreadable numbers are left
 * for the member to fix at the line (a quantity defaults to 1); blank rows are skipped.
 */
export const cardLinesIn = (text: string): PastedCardLine[] =>
  text
    .split(/\r?\n/)
    .map((row) => (row.includes('\t') ? row.split('\t') : row.split(',')).map((cell) => cell.trim()))
    .filter((cells) => cells.some((cell) => cell.length > 0))
    .map(([name = '', year = '', quantity = '', setName = '', cardNumber = '']) => ({
      playerName: name,
      ...(/^\d{4}$/.test(year) ? { year: Number(year) } : {}),
      quantity: /^\d+$/.test(quantity) && Number(quantity) > 0 ? Number(quantity) : 1,
      ...(setName ? { setName } : {}),
      ...(cardNumber ? { cardNumber } : {}),
    }));
