import { Client } from 'pg';
import { watchClient } from '@slabworks/connections';

const DUPLICATE_DATABASE = '42P04';

/**
 * `api migrate` on a fresh server: creates the database DATABASE_URL names when it is missing, from
 * the server's `postgres` maintenance database. Two processes racing are fine (the loser sees
 * 42P04). Returns true when it created the database.
 */
export async function ensureDatabase(databaseUrl: string): Promise<boolean> {
  const target = new URL(databaseUrl);
  const name = decodeURIComponent(target.pathname.replace(/^\//, ''));
  if (!name) throw new Error('DATABASE_URL names no database');
  const maintenance = new URL(databaseUrl);
  maintenance.pathname = '/postgres';
  const admin = new Client({ connectionString: maintenance.toString() });
  watchClient(admin, 'PostgreSQL', console);
  await admin.connect();
  try {
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (rowCount) return false;
    await admin.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
    return true;
  } catch (error) {
    if ((error as { code?: string }).code === DUPLICATE_DATABASE) return false;
    throw error;
  } finally {
    await admin.end();
  }
}
