import { Module, type DynamicModule } from '@nestjs/common';
import type { AppConfig } from '@slabworks/config';
import { APP_FILTER } from '@nestjs/core';
import { AppConfigModule } from './config/app-config.provider';
import { DatabaseModule } from './database/database.module';
import { EnvelopeExceptionFilter } from './errors/envelope-exception.filter';
import { UNROUTED_PAGE } from './errors/unrouted-page';
import { spaPage } from './web/spa-page';
import { EventStoreModule } from './event-store/event-store.module';
import { HealthModule } from './health/health.module';
import { AuthModule } from './auth/auth.module';
import { MailModule } from './mail/mail.module';
import { MemberModule } from './member/member.module';
import { AddressModule } from './address/address.module';
import { RedisModule } from './redis/redis.module';
import { UploadModule } from './upload/upload.module';
import { OrderModule } from './order/order.module';
import { PaymentModule } from './payment/payment.module';
import { ConsoleModule } from './console/console.module';
import { AuditModule } from './audit/audit.module';
import { ContentModule } from './content/content.module';
import { LoggingModule } from './logging/logging.module';
import { CardDataModule } from './card-data/card-data.module';
import { SocialLoginModule } from './social-login/social-login.module';

@Module({
  imports: [
    LoggingModule,
    DatabaseModule,
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
