import { ApiErrors, ApiName } from '../../openapi/api-docs.decorators';
import { Controller, Get, Param } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CertificationLookupQuery } from './certification-lookup.query';

@ApiTags('card data')
@Controller('certifications')
export class CertificationHttpController {
  constructor(private readonly lookup: CertificationLookupQuery) {}

  @Get(':certificationNumber')
  @ApiName('getCertification')
  @ApiErrors(404, 'CERTIFICATION.NOT_FOUND')
  @ApiOperation({
    summary: 'Certification lookup by 7-digit number',
    description:
      'Card facts, grade (authentic = the "A" label), date graded, photos when the holder published the card in a public album, ' +
      'population of the same card (same grade / higher grades / total) and the holder lineage (grading, then each re-holder). ' +
      '400 when not 7 digits, 404 CERTIFICATION.NOT_FOUND when unknown.',
  })
  get(@Param('certificationNumber') certificationNumber: string) {
    return this.lookup.run(certificationNumber);
  }
}
