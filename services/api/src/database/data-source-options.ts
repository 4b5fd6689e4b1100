import type { DataSourceOptions } from 'typeorm';
import type { AppConfig } from '@slabworks/config';
import { API_MIGRATIONS } from './api-migrations';

export function dataSourceOptions(config: AppConfig): DataSourceOptions {
  return {
    type: 'postgres',
    url: config.databaseUrl,
    migrations: API_MIGRATIONS as DataSourceOptions['migrations'],
    migrationsTableName: 'typeorm_migrations',
    synchronize: false,
    extra: { max: 10, application_name: 'slabworks-api' },
  };
}
