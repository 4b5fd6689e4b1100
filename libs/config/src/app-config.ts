/**
 * Every environment variable the product reads, in one place, with its default and meaning.
 * README's configuration table is generated from CONFIG_VARIABLES (npm run docs:config) so the two never drift.
 */
export interface ConfigVariable {
  readonly name: string;
  readonly default: string;
  readonly description: string;
}

export const CONFIG_VARIABLES = [
  {
    name: 'NODE_ENV',
    default: 'development',
    description:
      'production turns off development-only pages (local mailbox, payment sandbox page) and makes cookies Secure.',
  },
  { name: 'HOST', default: '127.0.0.1', description: 'Address the api listens on.' },
  { name: 'PORT', default: '3000', description: 'Port of the api, which also serves the built web app.' },
  {
    name: 'DATABASE_URL',
    default: 'postgres://postgres@127.0.0.1:5432/slabworks',
    description:
      'PostgreSQL for read models and plain tables (and the event store when EVENT_STORE=postgres). The database is created at start when missing.',
  },
  {
    name: 'REDIS_URL',
    default: 'redis://127.0.0.1:6379',
    description: 'Redis for BullMQ jobs and rate limits.',
  },
  {
    name: 'REDIS_PREFIX',
    default: 'slabworks',
    description: 'Prefix of every Redis key this deployment writes.',
  },
  {
    name: 'EVENT_STORE',
    default: 'postgres',
    description: 'Event store adapter: postgres (embedded default) or eventstoredb.',
  },
  {
    name: 'ESDB_URL',
    default: 'esdb://127.0.0.1:2113?tls=false',
    description:
      'EventStoreDB/KurrentDB connection string, used when EVENT_STORE=eventstoredb; when set, the event-store contract tests also run against it.',
  },
  {
    name: 'WEB_DIST',
    default: 'web/dist',
    description: 'Folder of the built web app the api serves; nothing is served when it is missing.',
  },
  {
    name: 'LOG_LEVEL',
    default: 'log',
    description: 'Lowest log level printed: error, warn, log, debug or verbose.',
  },
  {
    name: 'LOCAL_SERVICES',
    default: 'auto',
    description:
      'npm start / npm test: auto installs and starts PostgreSQL/Redis on Debian as root when they do not answer; off only checks.',
  },
] as const satisfies readonly ConfigVariable[];

export type ConfigName = (typeof CONFIG_VARIABLES)[number]['name'];

export interface AppConfig {
  readonly nodeEnv: string;
  readonly production: boolean;
  readonly host: string;
  readonly port: number;
  readonly databaseUrl: string;
  readonly redisUrl: string;
  readonly redisPrefix: string;
  readonly eventStore: 'postgres' | 'eventstoredb';
  readonly esdbUrl: string;
  readonly webDist: string;
  readonly logLevel: 'error' | 'warn' | 'log' | 'debug' | 'verbose';
}

export class ConfigError extends Error {}

const LOG_LEVELS = ['error', 'warn', 'log', 'debug', 'verbose'] as const;

function oneOf<T extends string>(name: string, value: string, allowed: readonly T[]): T {
  if ((allowed as readonly string[]).includes(value)) return value as T;
  throw new ConfigError(`${name}=${value} is not one of ${allowed.join(', ')}`);
}

function url(name: string, value: string, protocols: string[]): string {
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    throw new ConfigError(`${name} is not a URL: ${value}`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(`${name} must start with ${protocols.join(' or ')} (got ${parsed.protocol})`);
  }
  return value;
}

export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const get = (name: ConfigName): string => {
    const v = env[name];
    return v === undefined || v === '' ? CONFIG_VARIABLES.find((c) => c.name === name)!.default : v;
  };
  const port = Number(get('PORT'));
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new ConfigError(`PORT=${get('PORT')} is not a port`);
  const nodeEnv = get('NODE_ENV');
  return {
    nodeEnv,
    production: nodeEnv === 'production',
    host: get('HOST'),
    port,
    databaseUrl: url('DATABASE_URL', get('DATABASE_URL'), ['postgres:', 'postgresql:']),
    redisUrl: url('REDIS_URL', get('REDIS_URL'), ['redis:', 'rediss:']),
    redisPrefix: get('REDIS_PREFIX'),
    eventStore: oneOf('EVENT_STORE', get('EVENT_STORE'), ['postgres', 'eventstoredb'] as const),
    esdbUrl: url('ESDB_URL', get('ESDB_URL'), ['esdb:', 'esdb+discover:', 'kurrentdb:', 'kdb:']),
    webDist: get('WEB_DIST'),
    logLevel: oneOf('LOG_LEVEL', get('LOG_LEVEL'), LOG_LEVELS),
  };
}
