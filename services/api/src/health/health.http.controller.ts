import { Controller, Get, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiEnvelope, HealthReport } from '@slabworks/contracts';
import { translate, requestLanguage } from '../i18n';
import { ApiErrors } from '../api-docs';
import { HealthService } from './health.service';

@Controller('health')
export class HealthHttpController {
  constructor(private readonly health: HealthService) {}

  /** 200 when everything answers, 503 otherwise, so load balancers and `npm start` can wait on it. */
  @Get()
  // The same report with code DEGRADED (and Retry-After) while a dependency does not answer.
  @ApiErrors(503, 'DEGRADED')
  async get(@Req() req: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const report = await this.health.report();
    const lang = requestLanguage(req);
    const body: ApiEnvelope<HealthReport> = {
      code: report.status === 'ok' ? 'OK' : 'DEGRADED',
      message: translate(lang, report.status === 'ok' ? 'common:health.ok' : 'common:health.degraded'),
      data: report,
    };
    await reply.status(report.status === 'ok' ? 200 : 503).send(body);
  }
}
