import pino, { type Logger } from 'pino';
import type { LogSettings } from './log-settings';

/**
 * JSON lines on stdout (production: the collector parses them), or pino-pretty's readable lines in
 * development. pino-pretty is a dev dependency, absent from the image: asked for there, we say so and
 * keep JSON rather than fail to start.
 */
export function rootLogger(settings: LogSettings): Logger {
  const options = { level: settings.level, base: settings.base, redact: [...settings.redact] };
  if (!settings.pretty) return pino(options);
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const pretty = require('pino-pretty') as (o: object) => NodeJS.WritableStream;
    return pino(options, pretty({ colorize: process.stdout.isTTY, ignore: 'pid,hostname,service' }));
  } catch {
    const logger = pino(options);
    logger.warn('LOG_FORMAT=pretty but pino-pretty is not installed: logging JSON');
    return logger;
  }
}
