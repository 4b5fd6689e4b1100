import { Module, type DynamicModule } from '@nestjs/common';
import type { AppConfig } from '@slabworks/config';
import { APP_FILTER } from '@nestjs/core';
import { AppConfigModule } from './config';
import { DatabaseModule } from './database';
import { TableChangesModule } from './table-changes';
import { EnvelopeExceptionFilter, UNROUTED_PAGE } from './errors';
import { spaPage } from './web';
import { EventStoreModule } from './event-store';
import { HealthModule } from './health';
import { AuthModule } from './auth';
import { MailModule } from './mail';
import { MemberModule } from './member';
import { AddressModule } from './address';
import { RedisModule } from './redis';
import { UploadModule } from './upload';
import { OrderModule } from './order';
import { PaymentModule } from './payment';
import { ConsoleModule } from './console';
import { AuditModule } from './audit';
import { ContentModule } from './content';
import { LoggingModule } from './logging';
import { CardDataModule } from './card-data';
import { SocialLoginModule } from './social-login';

@Module({
  imports: [
    LoggingModule,
    DatabaseModule,
    TableChangesModule,
    RedisModule,
    EventStoreModule,
    HealthModule,
    MailModule,
    AuthModule,
    MemberModule,
    AddressModule,
    ContentModule,
    UploadModule,
    OrderModule,
    PaymentModule,
    ConsoleModule,
    AuditModule,
    CardDataModule,
    SocialLoginModule,
  ],
  providers: [
    { provide: APP_FILTER, useClass: EnvelopeExceptionFilter },
    { provide: UNROUTED_PAGE, useValue: spaPage },
  ],
})
export class AppModule {
  /** The api with the configuration its caller loaded (main.ts once, a test with its overrides). */
  static withConfig(config: AppConfig): DynamicModule {
    return { module: AppModule, imports: [AppConfigModule.forRoot(config)] };
  }
}
