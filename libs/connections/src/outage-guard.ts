import { isDependencyUnavailable } from './dependency-unavailable';

export interface GuardLogger {
  warn(message: string): void;
  error(message: string): void;
}

/**
 * The last net under a process: an error that escaped every handler ends it, as Node does by
 * default, unless it only says a backing service is away. Those are logged and the process goes
 * on, since its connections reconnect by themselves; a crash would turn a 3-second database
 * restart into an outage of the whole product. Call once, at the start of main.
 */
export function keepRunningThroughOutages(logger: GuardLogger): void {
  process.on('unhandledRejection', escapedErrorHandler('unhandled rejection', logger, process.exit));
  process.on('uncaughtException', escapedErrorHandler('uncaught exception', logger, process.exit));
}

export function escapedErrorHandler(
  kind: string,
  logger: GuardLogger,
  exit: (code: number) => void,
): (error: unknown) => void {
  return (error) => {
    if (isDependencyUnavailable(error)) {
      logger.warn(
        `${kind} while a dependency was away, carrying on: ${(error as Error)?.message ?? String(error)}`,
      );
      return;
    }
    logger.error(`${kind}: ${(error as Error)?.stack ?? String(error)}`);
    exit(1);
  };
}
