import { Controller, Get, Inject, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { companyView, type AppConfig, type CompanyView } from '@slabworks/config';
import type { Language } from '@slabworks/contracts';
import { requestRegion } from '../../auth';
import type { HostCountryRequest } from '../../edge';
import { APP_CONFIG } from '../../config';
import { ApiErrors, ApiName } from '../../api-docs';
import { RequestLang } from '../shared/request-lang.decorator';

// Config changes only with a deploy: an hour in browsers is safe, and spares every page view a call.
const COMPANY_CACHE = 'public, max-age=3600';

/** The company's facts from libs/config (COMPANY_*, TW_BRANCH_*), in the caller's language. */
@Controller('content/company')
export class CompanyHttpController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @Get()
  @ApiName('getCompany')
  // ?country= (or the host's country) names a service this api does not run.
  @ApiErrors(400, 'MEMBER.UNKNOWN_REGION')
  // A Promise: the swagger plugin takes a plain interface return for a class and emits a broken import.
  async get(
    @RequestLang() lang: Language,
    @Req() req: FastifyRequest & HostCountryRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<CompanyView> {
    const country = requestRegion(req);
    void reply.header('cache-control', COMPANY_CACHE).header('vary', 'X-Lang, Country-Code, Host');
    return companyView(this.config.company, lang, country);
  }
}
