import type { ExpectedRevision } from './event-store.port';

export type ActualRevision = 'no_stream' | number;

export class WrongExpectedVersionError extends Error {
  readonly code = 'EVENT_STORE.WRONG_EXPECTED_VERSION';

  constructor(
    readonly streamId: string,
    readonly expected: ExpectedRevision,
    readonly actual: ActualRevision,
  ) {
    super(`Stream ${streamId}: expected revision ${String(expected)}, actual ${String(actual)}`);
    this.name = 'WrongExpectedVersionError';
  }
}
