import { ApiErrors, ApiName } from '../../api-docs';
import { Controller, Get, Param, Query, Req, Res, UseGuards } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiQuery, ApiResponse, ApiSecurity, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CertificationLookupQuery } from '../certification/certification-lookup.query';
import { parsePopulationSearch, PopulationSearchQuery } from '../population/population-search.query';
import { ApiKeyGuard } from './api-key.guard';
import { cacheable } from './http-cache';

export const PUBLIC_API_TAG = 'public api v1';

@ApiTags(PUBLIC_API_TAG)
@ApiSecurity('api-key')
@ApiHeader({ name: 'X-Api-Key', required: true, description: 'Issued by an administrator in the console' })
@Controller('public/v1')
@UseGuards(ApiKeyGuard)
export class PublicApiHttpController {
  constructor(
    private readonly lookup: CertificationLookupQuery,
    private readonly population: PopulationSearchQuery,
  ) {}

  @Get('certifications/:certificationNumber')
  @ApiResponse({ status: 304, description: 'Not modified: If-None-Match named the current ETag' })
  @ApiName('publicGetCertification')
  @ApiErrors(401, 'PUBLIC_API.KEY_INVALID')
  @ApiErrors(429, 'PUBLIC_API.RATE_LIMITED')
  @ApiErrors(404, 'CERTIFICATION.NOT_FOUND')
  @ApiOperation({
    summary: 'A certificate by its 7-digit number (as /api/certifications/:no)',
    description:
      '401 PUBLIC_API.KEY_INVALID without a live key; 429 with Retry-After over the per-key limit; ETag / If-None-Match → 304.',
  })
  async certification(
    @Param('certificationNumber') certificationNumber: string,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return cacheable(req, reply, await this.lookup.run(certificationNumber));
  }

  @Get('population')
  @ApiName('publicSearchPopulation')
  @ApiErrors(401, 'PUBLIC_API.KEY_INVALID')
  @ApiErrors(429, 'PUBLIC_API.RATE_LIMITED')
  @ApiOperation({ summary: 'Population by card: search by term (no captcha; the key is the gate)' })
  @ApiQuery({ name: 'term', required: true, type: String })
  @ApiQuery({ name: 'page', required: false })
  @ApiQuery({ name: 'size', required: false })
  @ApiQuery({ name: 'sort', required: false, enum: ['total', 'name', 'year', 'set'] })
  @ApiQuery({ name: 'order', required: false, enum: ['asc', 'desc'] })
  async populationSearch(
    @Query() query: Record<string, unknown>,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return cacheable(req, reply, await this.population.run(parsePopulationSearch(query)));
  }
}
