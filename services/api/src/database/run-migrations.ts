import { Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AppConfig } from '@slabworks/config';
import { dataSourceOptions } from './data-source-options';
import { ensureDatabase } from './ensure-database';

const MIGRATION_LOCK = 7_340_112; // any constant shared by every process that migrates this database

/**
 * Creates the database when missing, then brings every table up to date: the relational schema,
 * the read models and the PostgreSQL event store (its adapter's set, run by one migration). TypeORM takes no lock of its own, so an advisory lock on a
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
  } finally {
    await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    await lock.release();
    await ds.destroy();
  }
}
