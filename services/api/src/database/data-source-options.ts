import type { DataSourceOptions } from 'typeorm';
import type { AppConfig } from '@slabworks/config';
import { READ_MODEL_ENTITIES } from '@slabworks/read-models';
import { API_MIGRATIONS } from './api-migrations';

export function dataSourceOptions(config: AppConfig): DataSourceOptions {
  return {
    type: 'postgres',
    url: config.databaseUrl,
    entities: [...READ_MODEL_ENTITIES],
    migrations: API_MIGRATIONS as DataSourceOptions['migrations'],
    migrationsTableName: 'typeorm_migrations',
    synchronize: false,
    extra: { max: 10, application_name: 'slabworks-api' },
  };
}
