import { ApiErrors, ApiName } from '../api-docs';
import { Body, Controller, Get, HttpCode, Inject, Patch, Post, Req, Res } from '@nestjs/common';
import type { AppConfig } from '@slabworks/config';
import { APP_CONFIG } from '../config';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  AllowDormant,
  CurrentMember,
  SameRegion,
  SignedIn,
  assertSameRegion,
  requestRegion,
  clearSessionCookies,
  writeUserCookie,
  type SessionMember,
  AuthThrottle,
  normalizeEmail,
} from '../auth';
import { ApiException } from '../errors';
import { requestLanguage } from '../i18n';
import { DormancyService } from './dormancy/dormancy.service';
import { memberView, profileView, userCookieView } from './member.view';
import { mbStatusOf } from './persistence/member.entity';
import { ChangePasswordRequestDto, UpdateProfileRequestDto } from './profile/profile.request.dto';
import { ProfileService } from './profile/profile.service';
import { SignupRequestDto } from './signup/signup.request.dto';
import { SignupService } from './signup/signup.service';
import { EmailVerificationService } from './verification/email-verification.service';
import { EmailRequestDto, VerifyEmailCodeRequestDto } from './verification/verification.request.dto';
import { WithdrawalService } from './withdrawal/withdrawal.service';
import { CheckMbStatusRequestDto } from './member.request.dto';

@Controller('member')
export class MemberHttpController {
  constructor(
    private readonly signup: SignupService,
    private readonly emailVerification: EmailVerificationService,
    private readonly profile: ProfileService,
    private readonly withdrawal: WithdrawalService,
    private readonly dormancy: DormancyService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post('signup')
  @AuthThrottle()
  @ApiName('signup')
  @ApiErrors(400, 'MEMBER.UNKNOWN_REGION')
  @ApiErrors(409, 'MEMBER.EMAIL_TAKEN', 'MEMBER.EMAIL_WITHDRAWN', 'MEMBER.EMAIL_OR_PHONE_TAKEN')
  signUp(@Body() body: SignupRequestDto, @Req() req: FastifyRequest) {
    return this.signup.signUp(body, requestRegion(req), requestLanguage(req));
  }

  @Post('send-email-code')
  @HttpCode(200)
  @AuthThrottle()
  @ApiName('sendEmailCode')
  @ApiErrors(429, 'VERIFICATION.SEND_TOO_SOON')
  async sendEmailCode(@Body() body: EmailRequestDto, @Req() req: FastifyRequest) {
    await this.emailVerification.resend(body.email, requestLanguage(req));
    return null;
  }

  @Post('verify-email-code')
  @HttpCode(200)
  @AuthThrottle()
  @ApiName('verifyEmailCode')
  @ApiErrors(400, 'VERIFICATION.CODE_WRONG', 'VERIFICATION.CODE_EXPIRED')
  @ApiErrors(429, 'VERIFICATION.TOO_MANY_ATTEMPTS')
  async verifyEmailCode(@Body() body: VerifyEmailCodeRequestDto) {
    await this.emailVerification.verify(body.email, body.code);
    return { emailVerified: true };
  }

  /** Needs the session (deviation): answering for any e-mail would tell strangers who is a member. */
  @Post('checkMbStatus')
  @HttpCode(200)
  @SignedIn()
  @AllowDormant()
  @ApiName('checkMemberStatus')
  @ApiErrors(404, 'NOT_FOUND')
  async checkMbStatus(@CurrentMember() caller: SessionMember, @Body() body: CheckMbStatusRequestDto) {
    const member = await this.profile.get(caller.id);
    if (body.email !== undefined && normalizeEmail(body.email) !== member.email)
      throw ApiException.notFound();
    return { mbStatus: mbStatusOf(member) };
  }

  @Post('restore-dormancy')
  @HttpCode(200)
  @SignedIn()
  @AllowDormant()
  @ApiName('restoreDormancy')
  async restoreDormancy(
    @CurrentMember() caller: SessionMember,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    await this.dormancy.restore(caller.id);
    const member = await this.profile.get(caller.id);
    writeUserCookie(this.config.http.secureCookies, reply, userCookieView(member));
    return memberView(member);
  }

  @Get('profile')
  @SignedIn()
  @ApiName('getProfile')
  @ApiErrors(404, 'MEMBER.NOT_FOUND')
  async getProfile(@CurrentMember() caller: SessionMember) {
    const member = await this.profile.get(caller.id);
    return profileView(member, await this.profile.advertisingConsent(member.id));
  }

  @Patch('profile')
  @SignedIn()
  @ApiName('updateProfile')
  @ApiErrors(400, 'MEMBER.PHONE_NOT_VERIFIED')
  async updateProfile(
    @CurrentMember() caller: SessionMember,
    @Body() body: UpdateProfileRequestDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const member = await this.profile.update(caller.id, body);
    writeUserCookie(this.config.http.secureCookies, reply, userCookieView(member));
    return profileView(member, await this.profile.advertisingConsent(member.id));
  }

  @Patch('password')
  @SignedIn()
  @ApiName('changePassword')
  @ApiErrors(400, 'AUTH.SOCIAL_ACCOUNT_PASSWORD', 'AUTH.CURRENT_PASSWORD_WRONG', 'AUTH.SAME_PASSWORD')
  async changePassword(@CurrentMember() caller: SessionMember, @Body() body: ChangePasswordRequestDto) {
    await this.profile.changePassword(caller, body);
    return null;
  }

  @Post('withdrawal')
  @HttpCode(200)
  @SignedIn()
  @ApiName('withdraw')
  @ApiErrors(409, 'MEMBER.WITHDRAWAL_BLOCKED')
  async withdraw(@CurrentMember() caller: SessionMember, @Res({ passthrough: true }) reply: FastifyReply) {
    await this.withdrawal.withdraw(caller.id);
    clearSessionCookies(this.config.http.secureCookies, reply);
    return null;
  }

  /** Lets the order pages say up front that this account belongs to another country's service. */
  @Get('can-order')
  @SameRegion()
  @ApiName('canOrder')
  canOrder(@CurrentMember() caller: SessionMember, @Req() req: FastifyRequest) {
    // The region guard lets reads through on the other service; this read is the ordering question.
    assertSameRegion(caller, req);
    return { canOrder: true, region: caller.region };
  }
}
