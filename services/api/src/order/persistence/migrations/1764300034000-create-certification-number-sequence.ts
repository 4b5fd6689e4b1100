import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateCertificationNumberSequence1764300034000 implements MigrationInterface {
  name = 'CreateCertificationNumberSequence1764300034000';

  async up(q: QueryRunner): Promise<void> {
    // Certification numbers the scoring desk does not type (issue 34): 7 digits, never reused. A
    // sequence hands out distinct numbers to concurrent saves without a lock; a number taken by a
    // save that is then refused is skipped, as order numbers are.
    await q.query(
      `CREATE SEQUENCE IF NOT EXISTS certification_number_seq START 1000001 MINVALUE 1000001 MAXVALUE 9999999`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP SEQUENCE IF EXISTS certification_number_seq`);
  }
}
