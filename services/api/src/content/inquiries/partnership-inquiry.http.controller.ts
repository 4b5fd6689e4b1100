import { ApiName } from '../../openapi/api-docs.decorators';
import { Body, Controller, Post } from '@nestjs/common';
import type { Language } from '@slabworks/contracts';
import { AuthThrottle } from '../../auth';
import { RequestLang } from '../shared/request-lang.decorator';
import { PartnershipInquiryRequestDto } from './partnership-inquiry.request.dto';
import { PartnershipInquiryService } from './partnership-inquiry.service';

@Controller('content/partnership-inquiries')
export class PartnershipInquiryHttpController {
  constructor(private readonly inquiries: PartnershipInquiryService) {}

  // A public form that writes rows: the same per-address rate limit as sign-up (AUTH_RATE_LIMIT a minute).
  @Post()
  @AuthThrottle()
  @ApiName('sendPartnershipInquiry')
  receive(@Body() body: PartnershipInquiryRequestDto, @RequestLang() lang: Language) {
    return this.inquiries.receive(body, lang);
  }
}
