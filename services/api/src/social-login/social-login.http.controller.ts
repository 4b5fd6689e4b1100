import { Body, Controller, Delete, Get, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '@slabworks/config';
import {
  CurrentMember,
  SignedIn,
  setSessionCookies,
  writeUserCookie,
  type NewTokens,
  type SessionMember,
  AuthThrottle,
} from '../auth';
import { APP_CONFIG } from '../config';
import { requestLanguage } from '../i18n';
import { memberView, userCookieView, type MemberEntity } from '../member';
import { ApiErrors, ApiName } from '../api-docs';
import { clearSocialCookie, PENDING_COOKIE, readSocialCookie } from './flow/social-cookies';
import {
  SocialEmailRequestDto,
  SocialLinkRequestDto,
  SocialSignupRequestDto,
} from './social-login.request.dto';
import { SocialLoginService } from './social-login.service';

/** What the social sign-up page shows: never the provider's account id. */
export interface PendingSocialLoginView {
  provider: string;
  step: 'link' | 'sign-up';
  email: string | null;
  name: string | null;
  askEmail: boolean;
  emailToVerify: string | null;
}

/** A finished social log-in: the member, and where the web app goes next. */
export interface SocialLoginDoneView {
  member: ReturnType<typeof memberView>;
  returnUrl: string;
}

/** The steps after the provider sent the person back without an account here (issue #19). */
@Controller('oauth')
export class SocialLoginHttpController {
  constructor(
    private readonly social: SocialLoginService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Providers whose buttons the log-in and sign-up pages show (unconfigured ones are off in production). */
  @Get('providers')
  @ApiName('getSocialProviders')
  providers(): { providers: string[] } {
    return { providers: this.social.enabled() };
  }

  @Get('pending')
  @ApiName('getPendingSocialLogin')
  @ApiErrors(410, 'SOCIAL.PENDING_EXPIRED')
  async pending(@Req() req: FastifyRequest): Promise<PendingSocialLoginView> {
    const p = await this.social.pending(readSocialCookie(req, PENDING_COOKIE));
    return {
      provider: p.identity.provider,
      step: p.step,
      email: p.identity.email,
      name: p.identity.name,
      askEmail: p.askEmail,
      emailToVerify: p.emailToVerify,
    };
  }

  @Post('pending/email-code')
  @HttpCode(200)
  @AuthThrottle()
  @ApiName('sendSocialEmailCode')
  @ApiErrors(409, 'MEMBER.EMAIL_TAKEN', 'MEMBER.EMAIL_WITHDRAWN', 'SOCIAL.PENDING_EXPIRED')
  @ApiErrors(410, 'SOCIAL.PENDING_EXPIRED')
  @ApiErrors(429, 'VERIFICATION.SEND_TOO_SOON')
  async emailCode(@Body() body: SocialEmailRequestDto, @Req() req: FastifyRequest): Promise<null> {
    await this.social.sendEmailCode(readSocialCookie(req, PENDING_COOKIE), body.email, requestLanguage(req));
    return null;
  }

  @Post('pending/signup')
  @HttpCode(200)
  @AuthThrottle()
  @ApiName('socialSignup')
  @ApiErrors(400, 'VERIFICATION.CODE_WRONG', 'VERIFICATION.CODE_EXPIRED')
  @ApiErrors(409, 'MEMBER.EMAIL_TAKEN', 'MEMBER.EMAIL_WITHDRAWN', 'SOCIAL.PENDING_EXPIRED')
  @ApiErrors(410, 'SOCIAL.PENDING_EXPIRED')
  @ApiErrors(429, 'VERIFICATION.TOO_MANY_ATTEMPTS')
  async signUp(
    @Body() body: SocialSignupRequestDto,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SocialLoginDoneView> {
    const done = await this.social.signUp(readSocialCookie(req, PENDING_COOKIE), body, requestLanguage(req));
    return this.finish(reply, done);
  }

  /** Mails a code to the account holding the provider's e-mail: the other way to confirm linking. */
  @Post('pending/link-code')
  @HttpCode(200)
  @AuthThrottle()
  @ApiName('sendSocialLinkCode')
  @ApiErrors(409, 'SOCIAL.PENDING_EXPIRED')
  @ApiErrors(410, 'SOCIAL.PENDING_EXPIRED')
  @ApiErrors(429, 'VERIFICATION.SEND_TOO_SOON', 'AUTH.ACCOUNT_LOCKED')
  async linkCode(@Req() req: FastifyRequest): Promise<null> {
    await this.social.sendLinkCode(readSocialCookie(req, PENDING_COOKIE), requestLanguage(req));
    return null;
  }

  /** Links the provider to the account holding its e-mail once its password (or mailed code) is confirmed. */
  @Post('pending/link')
  @HttpCode(200)
  @AuthThrottle()
  @ApiName('linkSocialLogin')
  @ApiErrors(400, 'AUTH.CURRENT_PASSWORD_WRONG', 'VERIFICATION.CODE_WRONG', 'VERIFICATION.CODE_EXPIRED')
  @ApiErrors(403, 'AUTH.EMAIL_NOT_VERIFIED')
  @ApiErrors(429, 'VERIFICATION.TOO_MANY_ATTEMPTS', 'AUTH.ACCOUNT_LOCKED', 'SOCIAL.TOO_MANY_TRIES')
  @ApiErrors(409, 'SOCIAL.LINKED_ELSEWHERE', 'SOCIAL.PENDING_EXPIRED')
  @ApiErrors(410, 'SOCIAL.PENDING_EXPIRED')
  async link(
    @Body() body: SocialLinkRequestDto,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SocialLoginDoneView> {
    const done = await this.social.link(readSocialCookie(req, PENDING_COOKIE), body);
    return this.finish(reply, done);
  }

  /** Unlinking is refused while the provider is the account's only way in (no password). */
  @Delete('link')
  @SignedIn()
  @ApiName('unlinkSocialLogin')
  @ApiErrors(400, 'SOCIAL.UNLINK_NEEDS_PASSWORD')
  async unlink(@CurrentMember() caller: SessionMember, @Res({ passthrough: true }) reply: FastifyReply) {
    const member = await this.social.unlink(caller.id);
    writeUserCookie(this.config.http.secureCookies, reply, userCookieView(member));
    return memberView(member);
  }

  private finish(
    reply: FastifyReply,
    done: { member: MemberEntity; tokens: NewTokens; returnUrl: string },
  ): SocialLoginDoneView {
    const secure = this.config.http.secureCookies;
    clearSocialCookie(reply, secure, PENDING_COOKIE);
    setSessionCookies(secure, reply, {
      accessToken: done.tokens.accessToken,
      accessSeconds: done.tokens.accessSeconds,
      refreshToken: done.tokens.refreshToken,
      refreshExpiresAt: done.tokens.refreshExpiresAt,
      user: userCookieView(done.member),
    });
    return { member: memberView(done.member), returnUrl: done.returnUrl };
  }
}
