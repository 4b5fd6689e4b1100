import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A verification run beats while its api process works on it; a RUNNING run whose beat stopped
 * (the process was stopped or died) is shown as failed instead of running for ever.
 */
export class VerificationHeartbeat1764100000510 implements MigrationInterface {
  name = 'VerificationHeartbeat1764100000510';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE audit_verification_run ADD COLUMN heartbeat_at timestamptz`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE audit_verification_run DROP COLUMN heartbeat_at`);
  }
}
