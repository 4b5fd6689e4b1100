import { Logger, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { Pool } from 'pg';
import { DataSource } from 'typeorm';
import type { AppConfig } from '@slabworks/config';
import { watchPool } from '@slabworks/connections';
import { APP_CONFIG } from '../config';
import { dataSourceOptions } from './data-source-options';

@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        ...dataSourceOptions(config),
        autoLoadEntities: true,
        // watchPool below logs the pool's errors once per outage; TypeORM's own handler warns per client.
        poolErrorHandler: () => undefined,
      }),
      dataSourceFactory: async (options) => {
        const dataSource = await new DataSource(options!).initialize();
        watchPool(
          (dataSource.driver as unknown as { master: Pool }).master,
          'PostgreSQL',
          new Logger('Database'),
        );
        return dataSource;
      },
    }),
  ],
})
export class DatabaseModule {}
