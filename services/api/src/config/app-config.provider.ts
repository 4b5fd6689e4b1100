import { Global, Module, type DynamicModule } from '@nestjs/common';
import type { AppConfig } from '@slabworks/config';

export const APP_CONFIG = Symbol('APP_CONFIG');

/**
 * The configuration the process loaded once (main.ts, or a test's own overrides) and handed in;
 * nothing below reads the environment again.
 */
@Global()
@Module({})
export class AppConfigModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppConfigModule,
      providers: [{ provide: APP_CONFIG, useValue: config }],
      exports: [APP_CONFIG],
    };
  }
}
