import type { Position } from '@kurrent/kurrentdb-client';
import { checkpointBody, withOrigin } from '../checkpoint-origin';

// "esdb:<commit>:<prepare>", zero-padded to 20 digits so checkpoints compare as strings in log order.
const pad = (n: bigint) => n.toString().padStart(20, '0');

export function encodeEsdbCheckpoint(position: Position): string {
  return withOrigin('esdb', `${pad(position.commit)}:${pad(position.prepare)}`);
}

/** Throws ForeignCheckpointError for a PostgreSQL checkpoint; reads one stored before the name. */
export function decodeEsdbCheckpoint(checkpoint: string): Position {
  const match = /^(\d{1,20}):(\d{1,20})$/.exec(checkpointBody(checkpoint, 'esdb'));
  if (!match) throw new Error(`Not an EventStoreDB checkpoint: ${checkpoint}`);
  return { commit: BigInt(match[1]), prepare: BigInt(match[2]) };
}
