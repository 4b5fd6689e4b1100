import { DataSource, type MixedList } from 'typeorm';

/**
 * Runs the given TypeORM migrations on a test database, the way the api's migrate step does, for
 * tests of libs and the worker that cannot start the api (the read-model migrations, say).
 */
export async function migrateTestDatabase(
  url: string,
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  migrations: MixedList<Function | string>,
): Promise<void> {
  const ds = new DataSource({
    type: 'postgres',
    url,
    migrations,
    migrationsTableName: 'typeorm_migrations',
    extra: { max: 1 },
  });
  await ds.initialize();
  try {
    await ds.runMigrations({ transaction: 'each' });
  } finally {
    await ds.destroy();
  }
}
