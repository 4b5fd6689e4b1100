import { Logger } from '@nestjs/common';
import { Pool } from 'pg';
import { DataSource } from 'typeorm';
import { migrateEventStore } from '@slabworks/event-store';
import type { AppConfig } from '@slabworks/config';
import { dataSourceOptions } from './data-source-options';
import { ensureDatabase } from './ensure-database';

const MIGRATION_LOCK = 7_340_112; // any constant shared by every process that migrates this database

async function migrateEventStoreSchema(url: string, logger: Logger): Promise<void> {
  const pool = new Pool({ connectionString: url, max: 1 });
  try {
    const applied = await migrateEventStore(pool);
    if (applied.length) logger.log(`event store schema: applied ${applied.join(', ')}`);
  } finally {
    await pool.end();
  }
}

/**
 * Creates the database when missing, then brings the relational schema (and the PostgreSQL event
 * store's, when selected) up to date. TypeORM takes no lock of its own, so an advisory lock on a
 * separate connection keeps two starting processes from applying the same migration twice.
 */
export async function runMigrations(config: AppConfig, logger = new Logger('Migrations')): Promise<void> {
  if (await ensureDatabase(config.databaseUrl)) logger.log('created the database');
  const ds = new DataSource({ ...dataSourceOptions(config), migrationsTransactionMode: 'each' });
  await ds.initialize();
  const lock = ds.createQueryRunner();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    const ran = await ds.runMigrations();
    logger.log(ran.length ? `applied ${ran.map((m) => m.name).join(', ')}` : 'schema up to date');
    if (config.eventStore === 'postgres') await migrateEventStoreSchema(config.databaseUrl, logger);
  } finally {
    await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    await lock.release();
    await ds.destroy();
  }
}
