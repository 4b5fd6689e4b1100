import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ApiException, type FieldProblem } from '../../errors';

const UNDEFINED_TABLE = '42P01';

/**
 * Spec §5: a re-holder takes only certification numbers of cards we graded, i.e. rows of the
 * certification registry read model. Duplicates are refused earlier by validateOrderDraft.
 */
@Injectable()
export class CertificationRegistryCheck {
  constructor(private readonly dataSource: DataSource) {}

  async assertAllGraded(numbers: readonly string[]): Promise<void> {
    const problems = await this.notGraded(numbers);
    if (problems.length) throw ApiException.validation(problems);
  }

  /** One `certificationNumbers[i]: notGraded` per number that is not in the registry. */
  async notGraded(numbers: readonly string[]): Promise<FieldProblem[]> {
    if (numbers.length === 0) return [];
    const known = new Set(await this.existing(numbers));
    return numbers.flatMap((number, i) =>
      known.has(number)
        ? []
        : [{ field: `certificationNumbers[${i}]`, rule: 'notGraded', params: { number } }],
    );
  }

  private async existing(numbers: readonly string[]): Promise<string[]> {
    try {
      const rows: Array<{ certification_number: string }> = await this.dataSource.query(
        `SELECT certification_number FROM read_models.certifications WHERE certification_number = ANY($1::text[])`,
        [numbers],
      );
      return rows.map((r) => r.certification_number);
    } catch (error) {
      // Before the worker's first run the registry table does not exist: nothing is graded yet.
      if ((error as { code?: string }).code === UNDEFINED_TABLE) return [];
      throw error;
    }
  }
}
