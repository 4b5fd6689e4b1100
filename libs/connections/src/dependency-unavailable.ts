/**
 * Whether an error means a backing service (PostgreSQL, Redis, the event store) cannot be reached
 * right now, as opposed to a bug or a refused request. The api answers these 503 with Retry-After
 * instead of 500, and the processes ride them out instead of exiting.
 */
export function isDependencyUnavailable(error: unknown): boolean {
  return causes(error).some(isUnavailableItself);
}

// Node's socket errors on the way to a server.
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'ENOTFOUND',
]);

// PostgreSQL SQLSTATEs: class 08 (connection exception), 57P01–57P05 (administrator or crash
// shutdown, cannot connect now, database dropped, idle session timeout), 53300 (too many connections).
const POSTGRES_CODE = /^(08\d{3}|57P0[1-5]|53300)$/;

// pg and pg-pool say these without a code; ioredis and BullMQ too.
const MESSAGES = [
  'Connection terminated',
  'is not queryable',
  'timeout exceeded when trying to connect',
  // 55000 from a database closed to connections (ALTER DATABASE … ALLOW_CONNECTIONS false).
  'is not currently accepting connections',
  'Connection is closed',
  "Stream isn't writeable",
  'Command timed out',
];

// @kurrent/kurrentdb-client's CommandError types for a server that cannot answer.
const EVENT_STORE_TYPES = new Set(['unavailable', 'deadline-exceeded', 'not-leader']);

function isUnavailableItself(error: object): boolean {
  const e = error as { code?: unknown; name?: unknown; message?: unknown; type?: unknown };
  if (typeof e.code === 'string' && (NETWORK_CODES.has(e.code) || POSTGRES_CODE.test(e.code))) return true;
  if (e.name === 'MaxRetriesPerRequestError') return true;
  if (typeof e.type === 'string' && EVENT_STORE_TYPES.has(e.type)) return true;
  return typeof e.message === 'string' && MESSAGES.some((m) => (e.message as string).includes(m));
}

/** The error and what it wraps: TypeORM's driverError, `cause`, AggregateError's errors. */
function causes(error: unknown, depth = 0): object[] {
  if (typeof error !== 'object' || error === null || depth > 4) return [];
  const e = error as { driverError?: unknown; cause?: unknown; errors?: unknown };
  const inner = [e.driverError, e.cause, ...(Array.isArray(e.errors) ? e.errors : [])];
  return [error, ...inner.flatMap((i) => causes(i, depth + 1))];
}
