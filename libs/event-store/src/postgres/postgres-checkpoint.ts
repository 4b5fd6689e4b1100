import { checkpointBody, withOrigin } from '../checkpoint-origin';

// "pg:<transaction id>:<global position>", both zero-padded to 20 digits so checkpoints of this store
// compare as strings in the same order the subscription delivers them.

export interface PgCursor {
  transactionId: string;
  globalPosition: string;
}

export const START_CURSOR: PgCursor = { transactionId: '0', globalPosition: '0' };

const pad = (digits: string) => digits.padStart(20, '0');
const strip = (digits: string) => digits.replace(/^0+(?=\d)/, '');

export function encodePgCheckpoint(cursor: PgCursor): string {
  return withOrigin('pg', `${pad(cursor.transactionId)}:${pad(cursor.globalPosition)}`);
}

/** Throws ForeignCheckpointError for an EventStoreDB checkpoint; reads one stored before the name. */
export function decodePgCheckpoint(checkpoint: string | undefined): PgCursor {
  if (checkpoint === undefined) return START_CURSOR;
  const match = /^(\d{1,20}):(\d{1,20})$/.exec(checkpointBody(checkpoint, 'pg'));
  if (!match) throw new Error(`Not a PostgreSQL event store checkpoint: ${checkpoint}`);
  return { transactionId: strip(match[1]), globalPosition: strip(match[2]) };
}
