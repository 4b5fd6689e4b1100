import { Client } from 'pg';
import { serverUrl } from './test-database';

/**
 * A PostgreSQL outage confined to one test database, so tests sharing the server are not touched:
 * every backend of the database is terminated (the 57P01 a server restart sends) and, while cut off,
 * new connections are refused as a stopped server's would be.
 */
export class DatabaseOutage {
  constructor(private readonly database: string) {}

  /** Terminates every connection to the database; returns how many there were. */
  async terminateBackends(): Promise<number> {
    return this.admin(async (c) => {
      const { rows } = await c.query<{ pid: number }>(
        `SELECT pid FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()`,
        [this.database],
      );
      await c.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()`,
        [this.database],
      );
      return rows.length;
    });
  }

  /** Refuses new connections, then terminates the open ones. */
  async cutOff(): Promise<void> {
    await this.admin((c) => c.query(`ALTER DATABASE "${this.database}" WITH ALLOW_CONNECTIONS false`));
    await this.terminateBackends();
  }

  async restore(): Promise<void> {
    await this.admin((c) => c.query(`ALTER DATABASE "${this.database}" WITH ALLOW_CONNECTIONS true`));
  }

  private async admin<T>(work: (c: Client) => Promise<T>): Promise<T> {
    const url = new URL(serverUrl());
    url.pathname = '/postgres';
    const c = new Client({ connectionString: url.toString() });
    await c.connect();
    try {
      return await work(c);
    } finally {
      await c.end();
    }
  }
}
