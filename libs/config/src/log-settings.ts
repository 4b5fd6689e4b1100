import type { AppConfig } from './app-config';

/** Nest's level names (LOG_LEVEL) → pino's: `log` is pino's `info`, `verbose` its `trace`. */
const PINO_LEVEL = { error: 'error', warn: 'warn', log: 'info', debug: 'debug', verbose: 'trace' } as const;

export interface LogSettings {
  readonly level: (typeof PINO_LEVEL)[keyof typeof PINO_LEVEL];
  readonly pretty: boolean;
  /** Fields on every line, so one collector can tell the processes apart. */
  readonly base: { readonly service: string; readonly pid: number };
  /** Never written to a log: session cookies, tokens, webhook signatures. */
  readonly redact: readonly string[];
}

/** The api's and the worker's loggers are built from this, so both read LOG_LEVEL/LOG_FORMAT alike. */
export function logSettings(config: Pick<AppConfig, 'logLevel' | 'logFormat'>, service: string): LogSettings {
  return {
    level: PINO_LEVEL[config.logLevel],
    pretty: config.logFormat === 'pretty',
    base: { service, pid: process.pid },
    redact: [
      'req.headers.cookie',
      'req.headers.authorization',
      'req.headers["x-signature"]',
      'req.headers["toss-signature"]',
      'res.headers["set-cookie"]',
    ],
  };
}
