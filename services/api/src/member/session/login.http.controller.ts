import { ApiBody } from '@nestjs/swagger';
import { ApiErrors, ApiName } from '../../api-docs';
import { Body, Controller, Get, HttpCode, HttpStatus, Inject, Post, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DataSource } from 'typeorm';
import type { AppConfig } from '@slabworks/config';
import { APP_CONFIG } from '../../config';
import { ApiException } from '../../errors';
import { memberView, userCookieView } from '../member.view';
import { MemberEntity } from '../persistence/member.entity';
import {
  SessionAuthenticator,
  type SessionRequest,
  clearSessionCookies,
  readCookies,
  REFRESH_COOKIE,
  setSessionCookies,
  type NewTokens,
  SessionService,
  AuthThrottle,
  LoginRequestDto,
  RenewRequestDto,
  LoginService,
} from '../../auth';

@Controller()
export class LoginHttpController {
  constructor(
    private readonly login: LoginService,
    private readonly sessions: SessionService,
    private readonly authenticator: SessionAuthenticator,
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post('login')
  @HttpCode(200)
  @AuthThrottle()
  @ApiName('login')
  @ApiErrors(400, 'AUTH.WRONG_CREDENTIALS', 'AUTH.EMAIL_WITHDRAWN')
  @ApiErrors(403, 'AUTH.EMAIL_NOT_VERIFIED')
  @ApiErrors(429, 'AUTH.ACCOUNT_LOCKED')
  async logIn(@Body() body: LoginRequestDto, @Res({ passthrough: true }) reply: FastifyReply) {
    const { member, tokens } = await this.login.logIn(body.email, body.password);
    // The session knows an account holder (auth's port); the answer is the member's view, read here
    // where members live (one read beside a password hash that costs far more).
    const row = await this.dataSource.getRepository(MemberEntity).findOneByOrFail({ id: member.id });
    this.setCookies(reply, row, tokens);
    return memberView(row);
  }

  /** Spec §7: data is the current user (with mbStatus), or null for a visitor without any session. */
  @Get('login')
  @ApiName('getCurrentUser')
  @ApiErrors(400, 'AUTH_INVALID_TOKEN')
  @ApiErrors(401, 'UNAUTHORIZED', 'AUTH.SESSION_EXPIRED')
  async current(@Req() req: SessionRequest) {
    const caller = await this.authenticator.optional(req);
    if (!caller) {
      // A refresh token without an access token: 401 so the client renews and retries (spec §8).
      if (readCookies(req)[REFRESH_COOKIE]) throw new ApiException(HttpStatus.UNAUTHORIZED, 'UNAUTHORIZED');
      return null;
    }
    const member = await this.dataSource.getRepository(MemberEntity).findOneByOrFail({ id: caller.id });
    return memberView(member);
  }

  /** The rft cookie wins over the spec's {refreshToken} body. */
  @Post('login/renew')
  @HttpCode(200)
  @ApiName('renewSession')
  // The rft cookie is enough: the body is the spec's fallback.
  @ApiBody({ type: RenewRequestDto, required: false })
  @ApiErrors(401, 'AUTH.SESSION_EXPIRED', 'AUTH.REFRESH_REUSED')
  async renew(
    @Body() body: RenewRequestDto,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const token = readCookies(req)[REFRESH_COOKIE] || body.refreshToken;
    if (!token) throw new ApiException(HttpStatus.UNAUTHORIZED, 'AUTH.SESSION_EXPIRED');
    try {
      const tokens = await this.sessions.renew(token);
      const member = await this.dataSource
        .getRepository(MemberEntity)
        .findOneByOrFail({ id: tokens.memberId });
      this.setCookies(reply, member, tokens);
      return memberView(member);
    } catch (error) {
      clearSessionCookies(this.config.http.secureCookies, reply);
      throw error;
    }
  }

  @Post('logout')
  @HttpCode(200)
  @ApiName('logout')
  async logOut(@Req() req: SessionRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    const refresh = readCookies(req)[REFRESH_COOKIE];
    if (refresh) await this.sessions.revokeByRefreshToken(refresh, 'LOGOUT');
    const caller = await this.authenticator.optional(req).catch(() => undefined);
    if (caller) await this.sessions.revokeFamily(caller.sessionId, 'LOGOUT');
    clearSessionCookies(this.config.http.secureCookies, reply);
    return null;
  }

  private setCookies(reply: FastifyReply, member: MemberEntity, tokens: NewTokens): void {
    setSessionCookies(this.config.http.secureCookies, reply, {
      accessToken: tokens.accessToken,
      accessSeconds: tokens.accessSeconds,
      refreshToken: tokens.refreshToken,
      refreshExpiresAt: tokens.refreshExpiresAt,
      user: userCookieView(member),
    });
  }
}
