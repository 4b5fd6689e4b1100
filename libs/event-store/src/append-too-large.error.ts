/**
 * The store refused an append for its size (KurrentDB: 1 MiB per append by default,
 * MaxAppendSize). Retrying cannot help: the command must append less (or smaller events).
 */
export class AppendTooLargeError extends Error {
  readonly code = 'EVENT_STORE.APPEND_TOO_LARGE';

  constructor(
    readonly streamId: string,
    readonly eventCount: number,
    readonly maxAppendBytes: number | undefined,
    override readonly cause?: unknown,
  ) {
    super(
      `Stream ${streamId}: an append of ${eventCount} event(s) exceeds the store's limit` +
        (maxAppendBytes ? ` of ${maxAppendBytes} bytes` : ''),
    );
    this.name = 'AppendTooLargeError';
  }
}
