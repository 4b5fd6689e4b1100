import { ApiErrors, ApiName } from '../../api-docs';
import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { CertificationLookupQuery } from './certification-lookup.query';
import { CertificationPhotoQuery } from './certification-photo.query';

@ApiTags('card data')
@Controller('certifications')
export class CertificationHttpController {
  constructor(
    private readonly lookup: CertificationLookupQuery,
    private readonly photo: CertificationPhotoQuery,
  ) {}

  @Get(':certificationNumber')
  @ApiName('getCertification')
  @ApiErrors(404, 'CERTIFICATION.NOT_FOUND')
  @ApiOperation({
    summary: 'Certification lookup by 7-digit number',
    description:
      'Card facts, grade (authentic = the "A" label), date graded, photos (ids and image addresses) when the holder published the card in a public album, ' +
      'population of the same card (same grade / higher grades / total) and the holder lineage (grading, then each re-holder). ' +
      '400 when not 7 digits, 404 CERTIFICATION.NOT_FOUND when unknown.',
  })
  get(@Param('certificationNumber') certificationNumber: string) {
    return this.lookup.run(certificationNumber);
  }

  @Get(':certificationNumber/photos/:uploadId')
  @ApiName('getCertificationPhoto')
  @ApiErrors(404, 'UPLOAD.NOT_FOUND')
  @ApiProduces('image/jpeg')
  @ApiQuery({ name: 'size', required: false, enum: ['thumbnail', 'photo'] })
  @ApiOperation({
    summary: "A certificate's photo (the lookup's photoImages), to anyone while the holder shows the card",
    description: 'Only a photo of that certificate, and only while the card is in a public album; else 404.',
  })
  async photoOf(
    @Param('certificationNumber') certificationNumber: string,
    @Param('uploadId') uploadId: string,
    @Query('size') size: string | undefined,
    @Res() reply: FastifyReply,
  ) {
    const variant = size === 'thumbnail' ? 'thumbnail' : 'photo';
    const { body, contentType } = await this.photo.run(certificationNumber, uploadId, variant);
    // Private: the holder can close the album, and a shared cache would keep showing the photo.
    void reply
      .status(200)
      .header('content-type', contentType)
      .header('cache-control', 'private, max-age=3600')
      .header('x-content-type-options', 'nosniff')
      .send(body);
  }
}
