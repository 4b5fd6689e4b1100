// Checkpoints name the adapter that wrote them ("pg:…", "esdb:…"): both adapters' bodies have the
// same shape (two 20-digit numbers), so a deployment that switched EVENT_STORE would otherwise read
// the other store's positions as its own and silently skip or repeat events. Within one store the
// prefix is the same, so checkpoints still compare as strings in log order.

export type CheckpointOrigin = 'pg' | 'esdb';

const NAMES: Record<CheckpointOrigin, string> = { pg: 'PostgreSQL', esdb: 'EventStoreDB/KurrentDB' };

/** A checkpoint of the other adapter: the caller (a projection) must rebuild, not resume from it. */
export class ForeignCheckpointError extends Error {
  readonly code = 'EVENT_STORE.FOREIGN_CHECKPOINT';

  constructor(
    readonly checkpoint: string,
    readonly expected: CheckpointOrigin,
    readonly found: CheckpointOrigin,
  ) {
    super(
      `Checkpoint ${checkpoint} was written by the ${NAMES[found]} event store, but this one is ${NAMES[expected]} ` +
        '(EVENT_STORE changed?): rebuild the projection against this store instead of resuming from it',
    );
    this.name = 'ForeignCheckpointError';
  }
}

export const withOrigin = (origin: CheckpointOrigin, body: string) => `${origin}:${body}`;

/**
 * The body of a checkpoint of `origin`. A checkpoint without a name was written before names existed
 * (stored projection checkpoints, audit cursors) and is read as this adapter's, as it always was.
 */
export function checkpointBody(checkpoint: string, origin: CheckpointOrigin): string {
  const named = /^(pg|esdb):(.*)$/.exec(checkpoint);
  if (!named) return checkpoint;
  if (named[1] !== origin) throw new ForeignCheckpointError(checkpoint, origin, named[1] as CheckpointOrigin);
  return named[2];
}
