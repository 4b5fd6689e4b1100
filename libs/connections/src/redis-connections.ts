import type Redis from 'ioredis';
import { OutageLog, type OutageLogger } from './outage-log';

/**
 * ioredis reconnects by itself and prints every failed attempt to stderr when nobody listens for
 * 'error'; this turns a Redis outage into one warning and one recovery line.
 */
export function watchRedis(redis: Redis, dependency: string, logger: OutageLogger): OutageLog {
  const outage = new OutageLog(dependency, logger);
  redis.on('error', (error) => outage.down(error));
  redis.on('ready', () => outage.up());
  return outage;
}
