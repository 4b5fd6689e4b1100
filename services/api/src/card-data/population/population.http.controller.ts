import { ApiErrors, ApiName } from '../../api-docs';
import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { normalizeSearchTerm } from '@slabworks/domain';
import { ApiException } from '../../errors';
import { CaptchaService } from '../captcha/captcha.service';
import { parsePopulationSearch, PopulationSearchQuery } from './population-search.query';

@ApiTags('card data')
@Controller('pop-report')
export class PopulationHttpController {
  constructor(
    private readonly search: PopulationSearchQuery,
    private readonly captcha: CaptchaService,
  ) {}

  @Get('captcha')
  @ApiName('getPopReportCaptcha')
  @ApiOperation({
    summary: 'A proof-of-work challenge for the pop-report search (altcha)',
    description:
      "The web passes `data` to the altcha widget's challengejson; a challenge expires in 10 minutes.",
  })
  async challenge(@Res({ passthrough: true }) reply: FastifyReply) {
    void reply.header('Cache-Control', 'no-store');
    const { algorithm, challenge, maxnumber, salt, signature } = await this.captcha.challenge();
    return { algorithm, challenge, maxnumber: maxnumber ?? null, salt, signature };
  }

  @Get()
  @ApiName('searchPopReport')
  @ApiErrors(400, 'CAPTCHA.INVALID', 'CAPTCHA.REUSED', 'CAPTCHA.PASS_EXPIRED')
  @ApiOperation({
    summary: 'Population report search',
    description:
      'Cards whose player name, set, year or category contain every word of the term, with counts per grade (10 … 1, A) and totals. ' +
      'Needs `captcha` (the solved altcha payload, usable once) or `pass` (returned by a captcha-checked search: for 10 minutes it pages and sorts freely and opens up to 10 different terms). ' +
      '400 VALIDATION_FAILED (captcha required), CAPTCHA.INVALID, CAPTCHA.REUSED or CAPTCHA.PASS_EXPIRED.',
  })
  @ApiQuery({ name: 'term', required: true })
  @ApiQuery({ name: 'captcha', required: false })
  @ApiQuery({ name: 'pass', required: false })
  @ApiQuery({ name: 'page', required: false })
  @ApiQuery({ name: 'size', required: false })
  @ApiQuery({ name: 'sort', required: false, enum: ['total', 'name', 'year', 'set'] })
  @ApiQuery({ name: 'order', required: false, enum: ['asc', 'desc'] })
  async find(@Query() query: Record<string, unknown>) {
    const { captcha, pass, ...rest } = query;
    const search = parsePopulationSearch(rest);
    const term = normalizeSearchTerm(search.term);
    let issued: string;
    if (typeof pass === 'string' && pass !== '') {
      await this.captcha.checkPass(pass, term);
      issued = pass;
    } else if (typeof captcha === 'string' && captcha !== '') {
      issued = await this.captcha.redeem(captcha, term);
    } else {
      throw ApiException.validation([{ field: 'captcha', rule: 'required' }]);
    }
    return { ...(await this.search.run(search)), pass: issued };
  }
}
