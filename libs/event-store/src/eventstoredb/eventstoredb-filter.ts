import {
  eventTypeFilter,
  excludeSystemEvents,
  streamNameFilter,
  type AllStreamSubscription,
  type Filter,
  type Position,
} from '@kurrent/kurrentdb-client';

/** A .NET regex matching exactly these names (the server's filter is a regex or name prefixes). */
export const exactlyOneOf = (names: string[]) =>
  `^(?:${names.map((n) => n.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&')).join('|')})$`;

/** Stream ids are checked here when the server filtered on event types. */
export const matchesPrefix = (streamId: string, prefixes: string[] | undefined) =>
  !prefixes?.length || prefixes.some((p) => streamId.startsWith(p));

// A multiplier of the server's search window (32 events): a checkpoint per ~1,000 skipped, each one a
// statement for the subscriber that stores it.
const CHECKPOINT_INTERVAL = 32;

/**
 * The server filters on one thing: the event types when given (a rare type is then found without
 * sending every event; the stream prefixes are checked here), else the stream prefixes, else it leaves
 * out system events. Used by $all reads and subscriptions alike.
 */
export function serverFilter(
  options: { streamPrefixes?: string[]; eventTypes?: string[] },
  checkpointReached?: (subscription: AllStreamSubscription, position: Position) => void | Promise<void>,
): Filter {
  const callback = checkpointReached ? { checkpointReached, checkpointInterval: CHECKPOINT_INTERVAL } : {};
  if (options.eventTypes?.length)
    return eventTypeFilter({ regex: exactlyOneOf(options.eventTypes), ...callback });
  if (options.streamPrefixes?.length)
    return streamNameFilter({ prefixes: options.streamPrefixes, ...callback });
  return excludeSystemEvents(callback);
}
