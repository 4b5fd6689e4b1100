import { Injectable } from '@nestjs/common';
import { existingCertificationNumbers } from '@slabworks/read-models';
import { DataSource } from 'typeorm';

/**
 * The next certification numbers in sequence, for cards the scoring desk saves without a scanned or
 * typed one. A number some certificate already carries (typed by hand before this sequence, or a
 * re-holder's) is passed over, so a certificate never gets a second card.
 */
@Injectable()
export class CertificationNumberSequence {
  constructor(private readonly dataSource: DataSource) {}

  async take(count: number): Promise<string[]> {
    const numbers: string[] = [];
    while (numbers.length < count) {
      const rows: Array<{ n: string }> = await this.dataSource.query(
        `SELECT nextval('certification_number_seq')::text AS n FROM generate_series(1, $1)`,
        [count - numbers.length],
      );
      const taken = await this.taken(rows.map((r) => r.n));
      numbers.push(...rows.map((r) => r.n).filter((n) => !taken.has(n)));
    }
    return numbers;
  }

  private taken(numbers: string[]): Promise<Set<string>> {
    // Before the worker's first run the registry is empty (or not there): nothing is taken yet.
    return existingCertificationNumbers(this.dataSource, numbers);
  }
}
