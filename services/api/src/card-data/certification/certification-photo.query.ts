import { Injectable } from '@nestjs/common';
import { validateCertificationNumber } from '@slabworks/domain';
import { certificateWithPopulation } from '@slabworks/read-models';
import { DataSource } from 'typeorm';
import { ApiException } from '../../errors';
import { PhotoUploadsService, type PhotoVariant } from '../../upload';

/**
 * One photo of a certificate, to anyone, on the lookup's terms: a slab photo always, a collector's
 * photo of that certificate only while its holder shows the card in a public album. Any other case is the same 404, so the
 * answer does not tell whether an upload exists.
 */
@Injectable()
export class CertificationPhotoQuery {
  constructor(
    private readonly db: DataSource,
    private readonly photos: PhotoUploadsService,
  ) {}

  async run(certificationNumber: string, uploadId: string, variant: PhotoVariant) {
    const problems = validateCertificationNumber(certificationNumber);
    if (problems.length) throw ApiException.validation(problems);
    const found = await certificateWithPopulation(this.db, certificationNumber);
    if (!found) throw ApiException.notFound('UPLOAD.NOT_FOUND');
    // The slab's photos are ours and public; the collector's own photos need the album consent.
    const slabPhoto = Object.values(found.row.slabPhotos).includes(uploadId);
    if (!slabPhoto && (!found.inPublicAlbum || !found.row.photos.includes(uploadId)))
      throw ApiException.notFound('UPLOAD.NOT_FOUND');
    // The consent is checked above; after a re-holder the photos may be an earlier holder's uploads.
    return this.photos.read({ id: found.row.memberId, staff: true }, uploadId, variant);
  }
}
