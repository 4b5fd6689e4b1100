import { ApiName } from '../../api-docs';
import { Controller, Get, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { StoredCostPolicySource } from '../../order';
import { CostPolicyRequestDto } from './cost-policy.request.dto';

// Every visitor of the price guide asks for the same answer; a minute of browser and proxy caching
// spares the database, and a console edit (or a version coming into effect) shows within that minute.
const PRICE_GUIDE_CACHE = 'public, max-age=60';

/** The pricing page's prices: the same source the order pricer reads (console-edited, else the seed). */
@Controller('content/cost-policy')
export class CostPolicyHttpController {
  constructor(private readonly policies: StoredCostPolicySource) {}

  @Get()
  @ApiName('getCostPolicy')
  get(@Query() query: CostPolicyRequestDto, @Res({ passthrough: true }) reply: FastifyReply) {
    void reply.header('cache-control', PRICE_GUIDE_CACHE);
    return this.policies.policyFor(query.currency);
  }
}
