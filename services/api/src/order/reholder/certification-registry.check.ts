import { Injectable } from '@nestjs/common';
import { existingCertificationNumbers } from '@slabworks/read-models';
import { DataSource } from 'typeorm';
import { ApiException, type FieldProblem } from '../../errors';

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
    const known = await this.existing(numbers);
    return numbers.flatMap((number, i) =>
      known.has(number)
        ? []
        : [{ field: `certificationNumbers[${i}]`, rule: 'notGraded', params: { number } }],
    );
  }

  private async existing(numbers: readonly string[]): Promise<Set<string>> {
    // Before the worker's first run the registry is empty (or not there): nothing is graded yet.
    return existingCertificationNumbers(this.dataSource, numbers);
  }
}
