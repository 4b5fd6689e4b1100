import { ApiErrors, ApiName } from '../../api-docs';
import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { SessionAuthenticator, AuthThrottle, requestRegion } from '../../auth';
import { requestLanguage } from '../../i18n';
import { PhoneVerificationService } from './phone-verification.service';
import { CheckPhoneCodeRequestDto, SendPhoneCodeRequestDto } from './verification.request.dto';

/** Spec §7 paths: used at sign-up (anonymous) and on the profile (signed in). */
@Controller()
export class PhoneVerificationHttpController {
  constructor(
    private readonly phones: PhoneVerificationService,
    private readonly authenticator: SessionAuthenticator,
  ) {}

  @Post('sendVerificationToken')
  @HttpCode(200)
  @AuthThrottle()
  @ApiName('sendPhoneCode')
  @ApiErrors(409, 'MEMBER.EMAIL_OR_PHONE_TAKEN')
  @ApiErrors(429, 'VERIFICATION.SEND_TOO_SOON')
  @ApiErrors(502, 'VERIFICATION.SEND_FAILED')
  send(@Body() body: SendPhoneCodeRequestDto, @Req() req: FastifyRequest) {
    return this.phones.send(body.phoneNumber, requestLanguage(req), requestRegion(req));
  }

  @Post('verificationCheck')
  @HttpCode(200)
  @AuthThrottle()
  @ApiName('checkPhoneCode')
  @ApiErrors(400, 'VERIFICATION.CODE_WRONG', 'VERIFICATION.CODE_EXPIRED')
  @ApiErrors(429, 'VERIFICATION.TOO_MANY_ATTEMPTS')
  async check(@Body() body: CheckPhoneCodeRequestDto, @Req() req: FastifyRequest) {
    const caller = await this.authenticator.optional(req);
    return this.phones.check(body.phoneNumber, body.code, caller?.id, requestRegion(req));
  }
}
