import { ApiName } from '../../openapi/api-docs.decorators';
import { Controller, Get, Query } from '@nestjs/common';
import { StoredCostPolicySource } from '../../order/pricing/stored-cost-policy.source';
import { CostPolicyRequestDto } from './cost-policy.request.dto';

/** The pricing page's prices: the same source the order pricer reads (console-edited, else the seed). */
@Controller('content/cost-policy')
export class CostPolicyHttpController {
  constructor(private readonly policies: StoredCostPolicySource) {}

  @Get()
  @ApiName('getCostPolicy')
  get(@Query() query: CostPolicyRequestDto) {
    return this.policies.policyFor(query.currency);
  }
}
