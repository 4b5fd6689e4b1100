import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { IdentityVerificationHttpController } from './identity/identity-verification.http.controller';
import { IdentityVerificationService } from './identity/identity-verification.service';
import { IDENTITY_PROVIDERS } from './identity/identity-provider.provider';
import { MemberAdminHttpController } from './admin/member-admin.http.controller';
import { DormancyService } from './dormancy/dormancy.service';
import { MemberHttpController } from './member.http.controller';
import { LoginHttpController } from './session/login.http.controller';
import { MemberAccountsModule } from './session/member-accounts.module';
import { MemberConsentEntity } from './persistence/member-consent.entity';
import { MemberEntity } from './persistence/member.entity';
import { WithdrawnEmailEntity } from './persistence/withdrawn-email.entity';
import { UploadModule } from '../upload';
import { ProfileService } from './profile/profile.service';
import { SignupService } from './signup/signup.service';
import {
  AuditMembersHttpController,
  ConsoleMembersHttpController,
} from './staff/staff-members.http.controller';
import { EmailVerificationService } from './verification/email-verification.service';
import { PhoneVerificationHttpController } from './verification/phone-verification.http.controller';
import { PhoneVerificationService } from './verification/phone-verification.service';
import { VerificationCodeStore } from './verification/verification-code.store';
import { UNFINISHED_ORDERS, UnfinishedOrdersPort } from './withdrawal/unfinished-orders.port';
import { WithdrawalService } from './withdrawal/withdrawal.service';

@Module({
  imports: [
    TypeOrmModule.forFeature([MemberEntity, MemberConsentEntity, WithdrawnEmailEntity]),
    // The profile photo is an upload.
    UploadModule,
    MemberAccountsModule,
  ],
  controllers: [
    LoginHttpController,
    MemberHttpController,
    PhoneVerificationHttpController,
    IdentityVerificationHttpController,
    MemberAdminHttpController,
    ConsoleMembersHttpController,
    AuditMembersHttpController,
  ],
  providers: [
    SignupService,
    EmailVerificationService,
    PhoneVerificationService,
    VerificationCodeStore,
    ...IDENTITY_PROVIDERS,
    IdentityVerificationService,
    ProfileService,
    WithdrawalService,
    DormancyService,
    // Answers 0 until the order module plugs its read model in (see README: Withdrawal).
    { provide: UNFINISHED_ORDERS, useClass: UnfinishedOrdersPort },
  ],
  exports: [UNFINISHED_ORDERS],
})
export class MemberModule {}
