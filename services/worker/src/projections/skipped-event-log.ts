export interface ProjectionLogger {
  log(message: string, extra?: Record<string, unknown>): void;
  warn(message: string, extra?: Record<string, unknown>): void;
  error(message: string, extra?: Record<string, unknown>): void;
}

const REMEMBERED = 10_000;

/**
 * Every projection reads the same order events, so an event none of them can decode would be
 * reported once per projection. The runners share one of these: a skipped event (same message,
 * stream and revision) is logged by the first projection only. Memory is bounded; past it the
 * oldest keys are forgotten, so a very old skip may be logged again, never dropped.
 */
export class SkippedEventLog {
  private readonly seen = new Set<string>();

  /** True the first time this key is offered. */
  firstTime(key: string): boolean {
    if (this.seen.has(key)) return false;
    this.seen.add(key);
    if (this.seen.size > REMEMBERED) this.seen.delete(this.seen.values().next().value as string);
    return true;
  }

  /** The same logger, but warnings and errors about one stored event pass once across projections. */
  wrap(logger: ProjectionLogger): ProjectionLogger {
    const once =
      (write: (message: string, extra?: Record<string, unknown>) => void) =>
      (message: string, extra?: Record<string, unknown>) => {
        const event = extra && extra.streamId !== undefined && extra.revision !== undefined;
        if (
          !event ||
          this.firstTime(`${message}\u0000${String(extra.streamId)}\u0000${String(extra.revision)}`)
        )
          write(message, extra);
      };
    return {
      log: (message, extra) => logger.log(message, extra),
      warn: once((message, extra) => logger.warn(message, extra)),
      error: once((message, extra) => logger.error(message, extra)),
    };
  }
}
