import { ApiName } from '../../openapi/api-docs.decorators';
import { Controller, Get, Query } from '@nestjs/common';
import { seedCostPolicy } from '@slabworks/domain';
import { CostPolicyRequestDto } from './cost-policy.request.dto';

/**
 * The pricing page's prices. The web also imports seedCostPolicy, so both read one source; when
 * operators can edit prices this answers from their table instead.
 */
@Controller('content/cost-policy')
export class CostPolicyHttpController {
  @Get()
  @ApiName('getCostPolicy')
  get(@Query() query: CostPolicyRequestDto) {
    return seedCostPolicy(query.currency);
  }
}
