import { Module } from '@nestjs/common';
import type { AppConfig } from '@slabworks/config';
import { APP_CONFIG } from '../config';
import { VerificationCodeStore } from '../member';
import { LoginFlowStore } from './flow/login-flow.store';
import { SOCIAL_PROVIDER_PORTS } from './providers/social-provider.port';
import { socialProviders } from './providers/social-providers.factory';
import { SocialLoginHttpController } from './social-login.http.controller';
import { SocialLoginService } from './social-login.service';
import { SocialRedirectHttpController } from './social-redirect.http.controller';

/** Kakao and Facebook log-in (issue #19); the local provider is mounted by createApp outside production. */
@Module({
  controllers: [SocialLoginHttpController, SocialRedirectHttpController],
  providers: [
    SocialLoginService,
    LoginFlowStore,
    VerificationCodeStore,
    {
      provide: SOCIAL_PROVIDER_PORTS,
      inject: [APP_CONFIG],
      useFactory: (c: AppConfig) => socialProviders(c),
    },
  ],
})
export class SocialLoginModule {}
