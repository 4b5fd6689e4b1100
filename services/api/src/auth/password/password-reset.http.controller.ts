import { ApiErrors, ApiName } from '../../api-docs';
import { Body, Controller, HttpCode, Patch, Post, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { requestLanguage } from '../../i18n';
import { AuthThrottle } from '../throttling/auth-throttle.decorator';
import { PasswordByMailRequestDto, SendPasswordMailRequestDto } from './password-reset.request.dto';
import { PasswordResetService } from './password-reset.service';

@Controller('auth')
export class PasswordResetHttpController {
  constructor(private readonly reset: PasswordResetService) {}

  @Post('send-password-change-email')
  @HttpCode(200)
  @AuthThrottle()
  @ApiName('sendPasswordMail')
  send(@Body() body: SendPasswordMailRequestDto, @Req() req: FastifyRequest) {
    this.reset.requestMail(body.email, requestLanguage(req));
    return null;
  }

  @Patch('password-by-mail')
  @AuthThrottle()
  @ApiName('resetPasswordByMail')
  @ApiErrors(400, 'AUTH.RESET_LINK_INVALID', 'AUTH.SOCIAL_ACCOUNT_PASSWORD', 'AUTH.SAME_PASSWORD')
  async byMail(@Body() body: PasswordByMailRequestDto) {
    await this.reset.resetByMail(body.token, body.password, body.passwordConfirmation);
    return null;
  }
}
