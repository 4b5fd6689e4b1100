import { Logger } from '@nestjs/common';

/** The projection machinery logs through this: Nest's logger, with the context object appended. */
export function nestProjectionLogger(context = 'Projections') {
  const logger = new Logger(context);
  const fmt = (message: string, extra?: Record<string, unknown>) =>
    extra ? `${message} ${JSON.stringify(extra)}` : message;
  return {
    log: (message: string, extra?: Record<string, unknown>) => logger.log(fmt(message, extra)),
    warn: (message: string, extra?: Record<string, unknown>) => logger.warn(fmt(message, extra)),
    error: (message: string, extra?: Record<string, unknown>) => logger.error(fmt(message, extra)),
  };
}
