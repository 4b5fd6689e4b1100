import { Injectable } from '@nestjs/common';
import { populationAt, validateCertificationNumber } from '@slabworks/domain';
import { certificateWithPopulation, directQueryable, type Queryable } from '@slabworks/read-models';
import { DataSource } from 'typeorm';
import { ApiException } from '../../errors';
import { cardView } from '../registry/card.view';
import { certificatePhotoImage, slabPhotosOf } from './certificate-photos';

/**
 * A certificate as the public sees it: the card, grade, label, date graded, the population of the
 * same card (same grade, higher grades) and the holder lineage. Photos only when the collector has
 * put the card in one of their public albums: publishing it is the consent (docs/domain.md). The
 * slab's photos (ours, taken at casing) are always shown.
 */
@Injectable()
export class CertificationLookupQuery {
  private readonly db: Queryable;

  constructor(dataSource: DataSource) {
    this.db = directQueryable(dataSource);
  }

  async run(certificationNumber: string) {
    const problems = validateCertificationNumber(certificationNumber);
    if (problems.length) throw ApiException.validation(problems);
    const found = await certificateWithPopulation(this.db, certificationNumber);
    if (!found) throw ApiException.notFound('CERTIFICATION.NOT_FOUND');
    const { row, gradeCounts, lineage, inPublicAlbum } = found;
    const photos = inPublicAlbum ? row.photos : [];
    return {
      ...cardView(row),
      reholderedAt: row.reholderedAt,
      photos,
      photoImages: photos.map((uploadId) => certificatePhotoImage(row.certificationNumber, uploadId)),
      slabPhotos: slabPhotosOf(row),
      population: populationAt(gradeCounts, row.grade),
      lineage,
    };
  }
}

export type CertificationAnswer = Awaited<ReturnType<CertificationLookupQuery['run']>>;
