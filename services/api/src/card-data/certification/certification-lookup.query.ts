import { Injectable } from '@nestjs/common';
import { populationAt, validateCertificationNumber } from '@slabworks/domain';
import { ApiException } from '../../errors/api.exception';
import { CertificationRegistryReader } from '../registry/certification-registry.reader';
import { cardView } from '../registry/card.view';

/**
 * A certificate as the public sees it: the card, grade, label, date graded, the population of the
 * same card (same grade, higher grades) and the holder lineage. Photos only when the collector has
 * put the card in one of their public albums: publishing it is the consent (docs/domain.md).
 */
@Injectable()
export class CertificationLookupQuery {
  constructor(private readonly registry: CertificationRegistryReader) {}

  async run(certificationNumber: string) {
    const problems = validateCertificationNumber(certificationNumber);
    if (problems.length) throw ApiException.validation(problems);
    const row = await this.registry.one(certificationNumber);
    if (!row) throw ApiException.notFound('CERTIFICATION.NOT_FOUND');
    const [counts, lineage, shown] = await Promise.all([
      this.registry.gradeCounts(row.cardKey),
      this.registry.lineage(certificationNumber),
      this.photosShown(certificationNumber, row.memberId),
    ]);
    return {
      ...cardView(row),
      reholderedAt: row.reholderedAt,
      photos: shown ? row.photos : [],
      population: populationAt(counts, row.grade),
      lineage,
    };
  }

  private async photosShown(certificationNumber: string, holderId: string): Promise<boolean> {
    const rows = await this.registry.query<{ shown: boolean }>(
      `SELECT EXISTS (
         SELECT 1 FROM card_album a JOIN card_album_card c ON c.album_id = a.id
         WHERE c.certification_number = $1 AND a.is_public AND a.member_id::text = $2) AS shown`,
      [certificationNumber, holderId],
    );
    return rows[0]?.shown === true;
  }
}

export type CertificationAnswer = Awaited<ReturnType<CertificationLookupQuery['run']>>;
