import { Logger } from '@nestjs/common';

/** The projection machinery logs through this: Nest's logger (pino), the context object as fields. */
export function nestProjectionLogger(context = 'Projections') {
  const logger = new Logger(context);
  const line = (message: string, extra?: Record<string, unknown>) =>
    extra ? { ...extra, msg: message } : message;
  return {
    log: (message: string, extra?: Record<string, unknown>) => logger.log(line(message, extra)),
    warn: (message: string, extra?: Record<string, unknown>) => logger.warn(line(message, extra)),
    error: (message: string, extra?: Record<string, unknown>) => logger.error(line(message, extra)),
  };
}
