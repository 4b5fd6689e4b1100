import type { Position } from '@eventstore/db-client';

// "<commit>:<prepare>", zero-padded to 20 digits so checkpoints compare as strings in log order.
const pad = (n: bigint) => n.toString().padStart(20, '0');

export function encodeEsdbCheckpoint(position: Position): string {
  return `${pad(position.commit)}:${pad(position.prepare)}`;
}

export function decodeEsdbCheckpoint(checkpoint: string): Position {
  const match = /^(\d{1,20}):(\d{1,20})$/.exec(checkpoint);
  if (!match) throw new Error(`Not an EventStoreDB checkpoint: ${checkpoint}`);
  return { commit: BigInt(match[1]), prepare: BigInt(match[2]) };
}
