import { createSecretKey } from 'node:crypto';
import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { ThrottlerModule } from '@nestjs/throttler';
import { TypeOrmModule } from '@nestjs/typeorm';
import type Redis from 'ioredis';
import type { AppConfig } from '@slabworks/config';
import { APP_CONFIG } from '../config';
import { THROTTLER_REDIS } from '../redis';
import { CsrfGuard } from './guards/csrf.guard';
import { RegionGuard } from './guards/region.guard';
import { SessionGuard } from './guards/session.guard';
import { StaffAreaGuard } from './guards/staff-area.guard';
import { LoginLockService } from './login/login-lock.service';
import { LoginService } from './login/login.service';
import { PasswordHasher } from './password/password-hasher.service';
import { PasswordResetHttpController } from './password/password-reset.http.controller';
import { PasswordResetService } from './password/password-reset.service';
import { PasswordResetTokenEntity } from './persistence/password-reset-token.entity';
import { RefreshTokenEntity } from './persistence/refresh-token.entity';
import { SessionFamilyEntity } from './persistence/session-family.entity';
import { AccessTokenService } from './session/access-token.service';
import { SessionAuthenticator } from './session/session-authenticator';
import { SessionService } from './session/session.service';
import { AuthThrottlerGuard } from './throttling/auth-throttle.decorator';
import { PrefixedThrottlerStorage } from './throttling/prefixed-throttler-storage';

/** Sessions, guards and rate limits; global so any module can put @SignedIn()/@Roles() on its routes. */
@Global()
@Module({
  imports: [
    TypeOrmModule.forFeature([SessionFamilyEntity, RefreshTokenEntity, PasswordResetTokenEntity]),
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        // A key object, not the string: given a string, jsonwebtoken first tries it as a public key
        // and fails (about 0.7 ms of CPU per verified request, measured by bench:orders).
        secret: createSecretKey(Buffer.from(config.auth.secret, 'utf8')),
        signOptions: { algorithm: 'HS256' },
      }),
    }),
    ThrottlerModule.forRootAsync({
      inject: [APP_CONFIG, THROTTLER_REDIS],
      useFactory: (config: AppConfig, redis: Redis) => ({
        throttlers: [{ name: 'auth', ttl: 60_000, limit: config.auth.rateLimitPerMinute }],
        storage: new PrefixedThrottlerStorage(redis),
      }),
    }),
  ],
  controllers: [PasswordResetHttpController],
  providers: [
    AccessTokenService,
    SessionService,
    SessionAuthenticator,
    PasswordHasher,
    LoginLockService,
    LoginService,
    PasswordResetService,
    SessionGuard,
    RegionGuard,
    AuthThrottlerGuard,
    { provide: APP_GUARD, useClass: CsrfGuard },
    { provide: APP_GUARD, useClass: StaffAreaGuard },
  ],
  exports: [
    AccessTokenService,
    SessionService,
    SessionAuthenticator,
    PasswordHasher,
    // Social linking confirms a password too, so it shares the log-in lock.
    LoginLockService,
    // The log-in routes answer with a member's view, so they live in the member module.
    LoginService,
    SessionGuard,
    RegionGuard,
    AuthThrottlerGuard,
  ],
})
export class AuthModule {}
