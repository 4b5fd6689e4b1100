import { ConsoleLogger, Logger, type LogLevel } from '@nestjs/common';

const LEVELS: LogLevel[] = ['error', 'warn', 'log', 'debug', 'verbose'];

/**
 * Lines written before the app's pino logger exists (a configuration error, the migrations): JSON
 * too wherever the deployment wants JSON, so the collector never meets a stray text line. Reads the
 * environment leniently: a bad value is reported by loadConfig, through this logger.
 */
export function useBootLogs(env: Record<string, string | undefined> = process.env): void {
  const format = env.LOG_FORMAT || 'auto';
  const json = format === 'json' || (format === 'auto' && env.NODE_ENV === 'production');
  const lowest = LEVELS.indexOf((env.LOG_LEVEL || 'log') as LogLevel);
  const logLevels = LEVELS.slice(0, lowest < 0 ? 3 : lowest + 1);
  Logger.overrideLogger(json ? new ConsoleLogger({ json: true, logLevels }) : logLevels);
}
