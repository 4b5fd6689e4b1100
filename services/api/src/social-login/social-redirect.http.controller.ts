import { Controller, Get, Inject, Param, Query, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '@slabworks/config';
import { isSocialProvider, type SocialProvider } from '@slabworks/domain';
import { SOCIAL_CODES } from '@slabworks/contracts';
import { requestRegion, setSessionCookies, AuthThrottle } from '../auth';
import { APP_CONFIG } from '../config';
import { ApiException } from '../errors';
import { userCookieView } from '../member';
import { socialCallbackUrl } from './dev/dev-provider-clients';
import {
  clearSocialCookie,
  FLOW_COOKIE,
  PENDING_COOKIE,
  readSocialCookie,
  setSocialCookie,
} from './flow/social-cookies';
import { siteOriginOf } from './flow/site-origin';
import { SocialLoginService } from './social-login.service';

/** Web routes the browser is sent to (web/src/config/paths.ts). */
const WEB_LOGIN = '/login';
const WEB_SOCIAL_SIGNUP = '/signup/social';

/**
 * A same-site path only: never an absolute or protocol-relative address (open redirect). Printable
 * ASCII only: browsers drop tabs and line breaks before reading a URL ("/\t/evil" is "//evil"), and a
 * Location header cannot carry control or non-Latin-1 characters (the redirect would answer 500).
 */
export const safeReturnUrl = (value: unknown): string =>
  typeof value === 'string' && /^\/(?![/\\])[\x21-\x7e]*$/.test(value) && value.length <= 500 ? value : '/';

/**
 * The browser's side of the provider round trip (spec §7 /api/oauth/kakao, /api/oauth/facebook; a
 * redirect flow instead of the old client's SDK-token POSTs): navigations answering 302, so not in
 * the JSON API document. Every refusal ends on /login?socialError=<code>&provider=<id> with no session.
 */
@ApiExcludeController()
@Controller('oauth')
export class SocialRedirectHttpController {
  constructor(
    private readonly social: SocialLoginService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get(':provider')
  @AuthThrottle()
  async start(
    @Param('provider') provider: string,
    @Query('returnUrl') returnUrl: unknown,
    @Req() req: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const id = this.provider(provider);
    const { state, url } = await this.social.start(
      id,
      requestRegion(req),
      safeReturnUrl(returnUrl),
      socialCallbackUrl(siteOriginOf(req, this.config), id),
    );
    setSocialCookie(reply, this.config.http.secureCookies, FLOW_COOKIE, state);
    await reply.redirect(url.href, 302);
  }

  @Get(':provider/callback')
  @AuthThrottle()
  async callback(
    @Param('provider') provider: string,
    @Req() req: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const id = this.provider(provider);
    const secure = this.config.http.secureCookies;
    const browserState = readSocialCookie(req, FLOW_COOKIE);
    clearSocialCookie(reply, secure, FLOW_COOKIE);
    const outcome = await this.social.callback(
      id,
      new URL(req.url, siteOriginOf(req, this.config)),
      browserState,
    );
    if (outcome.kind === 'refused') return this.refuse(reply, id, outcome.code);
    if (outcome.kind === 'pending') {
      setSocialCookie(reply, secure, PENDING_COOKIE, outcome.ticket);
      // The page's own ?returnUrl= too: its guest-only guard sends a member who just got a session
      // there (without it, home), and it survives a reload.
      const back = outcome.returnUrl === '/' ? '' : `?returnUrl=${encodeURIComponent(outcome.returnUrl)}`;
      return void (await reply.redirect(`${WEB_SOCIAL_SIGNUP}${back}`, 302));
    }
    setSessionCookies(secure, reply, {
      accessToken: outcome.tokens.accessToken,
      accessSeconds: outcome.tokens.accessSeconds,
      refreshToken: outcome.tokens.refreshToken,
      refreshExpiresAt: outcome.tokens.refreshExpiresAt,
      user: userCookieView(outcome.member),
    });
    await reply.redirect(outcome.returnUrl, 302);
  }

  private async refuse(reply: FastifyReply, provider: SocialProvider, code: string): Promise<void> {
    await reply.redirect(`${WEB_LOGIN}?socialError=${encodeURIComponent(code)}&provider=${provider}`, 302);
  }

  private provider(value: string): SocialProvider {
    if (!isSocialProvider(value)) throw ApiException.notFound(SOCIAL_CODES.providerOff);
    return value;
  }
}
