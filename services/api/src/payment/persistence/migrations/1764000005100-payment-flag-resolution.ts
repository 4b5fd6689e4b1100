import type { MigrationInterface, QueryRunner } from 'typeorm';

// An operator closes a flag with what was done (refunded by hand, member contacted, …), who and when.
export class PaymentFlagResolution1764000005100 implements MigrationInterface {
  name = 'PaymentFlagResolution1764000005100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE payment_flag
      ADD COLUMN resolved_at timestamptz, ADD COLUMN resolved_by uuid, ADD COLUMN resolution text`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE payment_flag DROP COLUMN resolved_at, DROP COLUMN resolved_by, DROP COLUMN resolution`,
    );
  }
}
