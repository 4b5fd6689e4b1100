import { KurrentDBClient } from '@kurrent/kurrentdb-client';
import type { QueryOptions } from '@kurrent/kurrentdb-client/dist/Client/parseConnectionString';

/** A connection string the client refuses: boot stops here with what is wrong, never with a password. */
export class EventStoreConfigError extends Error {
  readonly code = 'EVENT_STORE.BAD_CONNECTION_STRING';

  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

// Every option the client's parser reads (typed against its QueryOptions, so an upgrade that adds or
// drops one fails the typecheck). The parser only warns about other keys and ignores them, so a typo
// such as tlsCaFiel would boot without the CA and fail at the first TLS handshake instead.
const KNOWN_OPTIONS = {
  userCertFile: true,
  userKeyFile: true,
  maxDiscoverAttempts: true,
  connectionName: true,
  defaultDeadline: true,
  discoveryInterval: true,
  gossipTimeout: true,
  nodePreference: true,
  tls: true,
  tlsVerifyCert: true,
  tlsCAFile: true,
  throwOnAppendFailure: true,
  keepAliveInterval: true,
  keepAliveTimeout: true,
} satisfies Record<keyof QueryOptions, true>;

// The parser compares keys case-insensitively and without - or _.
const flat = (key: string) => key.trim().toLowerCase().replace(/[_-]/g, '');
const KNOWN_FLAT = new Set(Object.keys(KNOWN_OPTIONS).map(flat));

/** user:password@ → user:***@, wherever the string (or the parser's message quoting it) shows it. */
export function redactConnectionString(text: string, connectionString: string): string {
  const password = /^[a-z+]+:\/\/[^:@/?]*:([^@/?]*)@/i.exec(connectionString)?.[1];
  return password ? text.split(password).join('***') : text;
}

/**
 * Opens the client the way the adapter does, so the check is the client's own: its connection-string
 * parser, its certificate files, and the Rust bridge's parser (both read the string). Nothing connects
 * until the first call. Unknown options are refused (see KNOWN_OPTIONS).
 */
export function connectKurrentDb(connectionString: string): KurrentDBClient {
  const fail = (why: string) =>
    new EventStoreConfigError(
      redactConnectionString(
        `ESDB_URL (the KurrentDB connection string) is refused: ${why}. Forms: kurrentdb://host:2113?tls=false, ` +
          'kurrentdb://user:password@host1:2113,host2:2113,host3:2113?tlsCAFile=/path/ca.crt, ' +
          'kurrentdb+discover://cluster.dns.name:2113 (docs/operations.md). Got: ' +
          connectionString,
        connectionString,
      ),
    );
  const query = connectionString.split('?')[1] ?? '';
  const unknown = [...new URLSearchParams(query).keys()].filter((key) => !KNOWN_FLAT.has(flat(key)));
  if (unknown.length > 0) throw fail(`unknown option ${unknown.join(', ')}`);
  // Off, a conflicting append resolves as "not written" with a wrong revision instead of throwing the
  // WrongExpectedVersionError the adapter maps (the client's batch append, 1.3.1).
  if ([...new URLSearchParams(query).keys()].some((key) => flat(key) === 'throwonappendfailure'))
    throw fail('throwOnAppendFailure is set by the adapter, not by the connection string');
  try {
    return KurrentDBClient.connectionString(connectionString);
  } catch (error) {
    throw fail(error instanceof Error ? error.message : String(error));
  }
}
