import type { Client, Pool, PoolClient } from 'pg';
import { OutageLog, type OutageLogger } from './outage-log';

/**
 * Keeps a pg Pool from ending the process when PostgreSQL drops its connections (a restart answers
 * 57P01 to every backend). pg-pool listens on idle clients only and re-emits their errors on the
 * pool, which throws when nobody listens; a client that is checked out (a lease, an open
 * transaction between statements) emits on itself with nobody listening at all. Both now land in
 * one OutageLog; the pool drops a broken client on release and connects a new one on demand.
 */
export function watchPool(pool: Pool, dependency: string, logger: OutageLogger): OutageLog {
  const outage = new OutageLog(dependency, logger);
  pool.on('error', (error) => outage.down(error));
  pool.on('connect', (client: PoolClient) => {
    client.on('error', (error) => outage.down(error));
    outage.up();
  });
  return outage;
}

/** The same for a single client outside a pool (LISTEN connections, scripts). */
export function watchClient(client: Client, dependency: string, logger: OutageLogger): OutageLog {
  const outage = new OutageLog(dependency, logger);
  client.on('error', (error) => outage.down(error));
  return outage;
}
