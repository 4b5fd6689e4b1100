import { Body, Controller, Get, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CurrentMember, SignedIn, type SessionMember } from '../../auth';
import { DEV_PAGE_CSP } from '../../edge';
import { ApiException } from '../../errors';
import { translator, requestLanguage } from '../../i18n';
import { ApiErrors, ApiName, DEV_ONLY_TAG } from '../../api-docs';
import { IDENTITY_VERIFICATION_ID, SandboxIdentityRequestDto } from './identity.request.dto';
import {
  IdentityVerificationService,
  type IdentityVerificationResult,
  type IdentityVerificationStart,
} from './identity-verification.service';
import { sandboxIdentityHtml } from './sandbox-identity.html';

const LOCAL_PATH = /^\/(?!\/)[^\s\\]{0,500}$/;

const verificationId = (id: string) => {
  if (!IDENTITY_VERIFICATION_ID.test(id)) throw ApiException.notFound('IDENTITY.NOT_FOUND');
  return id;
};

/** Identity before paying: start a verification, then confirm it once the provider's window closes. */
@ApiTags('member')
@Controller('member/identity-verifications')
export class IdentityVerificationHttpController {
  constructor(private readonly identity: IdentityVerificationService) {}

  @Post()
  @HttpCode(201)
  @SignedIn()
  @ApiName('startIdentityVerification')
  @ApiOperation({
    summary:
      "Start an identity verification (본인인증) before the first payment: an id bound to the caller, and what the browser opens (the sandbox's page or PortOne's window)",
  })
  @ApiErrors(409, 'IDENTITY.ALREADY_VERIFIED', 'IDENTITY.USE_PHONE')
  start(
    @CurrentMember() member: SessionMember,
    @Req() req: FastifyRequest,
  ): Promise<IdentityVerificationStart> {
    return this.identity.start(member.id, requestLanguage(req));
  }

  @Post(':identityVerificationId/confirm')
  @HttpCode(200)
  @SignedIn()
  @ApiName('confirmIdentityVerification')
  @ApiOperation({
    summary:
      "The verification window closed: the provider's record makes the caller APPROVED with the verified name, phone and birth date (once; the caller's own verification only; within 30 minutes; 14 or older)",
  })
  @ApiErrors(403, 'IDENTITY.OTHER_MEMBER', 'IDENTITY.UNDER_14')
  @ApiErrors(404, 'IDENTITY.NOT_FOUND')
  @ApiErrors(409, 'IDENTITY.ALREADY_USED', 'IDENTITY.NOT_VERIFIED', 'MEMBER.EMAIL_OR_PHONE_TAKEN')
  @ApiErrors(410, 'IDENTITY.EXPIRED')
  @ApiErrors(502, 'IDENTITY.PROVIDER_UNAVAILABLE')
  confirm(
    @CurrentMember() member: SessionMember,
    @Param('identityVerificationId') id: string,
  ): Promise<IdentityVerificationResult> {
    return this.identity.confirm(member.id, verificationId(id));
  }

  @Get('sandbox')
  @ApiTags(DEV_ONLY_TAG)
  @ApiOperation({
    summary: "Sandbox identity provider only: PortOne's identity-verification window, played (HTML)",
  })
  @ApiErrors(404, 'NOT_FOUND')
  async sandboxPage(
    @Query('identityVerificationId') id: string | undefined,
    @Query('returnUrl') returnUrl: string | undefined,
    @Req() req: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    this.identity.sandbox();
    const page = sandboxIdentityHtml(translator(requestLanguage(req)), {
      identityVerificationId: verificationId(String(id ?? '')),
      returnUrl: returnUrl && LOCAL_PATH.test(returnUrl) ? returnUrl : null,
    });
    await reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('content-security-policy', DEV_PAGE_CSP)
      .send(page);
  }

  @Post('sandbox')
  @HttpCode(200)
  @ApiTags(DEV_ONLY_TAG)
  @ApiName('completeSandboxIdentityVerification')
  @ApiOperation({
    summary:
      "Sandbox identity provider only: the played window's “verify” (code 000000 verifies, any other fails), for a verification someone started",
  })
  @ApiErrors(404, 'NOT_FOUND', 'IDENTITY.NOT_FOUND')
  completeInSandbox(@Body() body: SandboxIdentityRequestDto): Promise<{ status: 'VERIFIED' | 'FAILED' }> {
    return this.identity.completeInSandbox(body.identityVerificationId, body);
  }
}
