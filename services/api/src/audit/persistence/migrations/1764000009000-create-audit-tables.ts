import type { MigrationInterface, QueryRunner } from 'typeorm';

/** What auditors ran: projection verifications (with live progress) and range exports (with their hash). */
export class CreateAuditTables1764000009000 implements MigrationInterface {
  name = 'CreateAuditTables1764000009000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE audit_verification_run (
      id uuid PRIMARY KEY,
      projection text NOT NULL,
      status text NOT NULL,
      events_replayed integer NOT NULL DEFAULT 0,
      events_total integer,
      differences integer,
      report jsonb,
      failure text,
      started_by uuid NOT NULL,
      started_at timestamptz NOT NULL DEFAULT now(),
      finished_at timestamptz
    )`);
    await q.query(
      `CREATE INDEX audit_verification_run_started_idx ON audit_verification_run (started_at DESC)`,
    );
    await q.query(`CREATE TABLE audit_export (
      id uuid PRIMARY KEY,
      range_from timestamptz NOT NULL,
      range_to timestamptz NOT NULL,
      status text NOT NULL,
      events integer NOT NULL DEFAULT 0,
      bytes bigint NOT NULL DEFAULT 0,
      sha256 text,
      requested_by uuid NOT NULL,
      requested_at timestamptz NOT NULL DEFAULT now(),
      finished_at timestamptz
    )`);
    await q.query(`CREATE INDEX audit_export_requested_idx ON audit_export (requested_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE audit_export`);
    await q.query(`DROP TABLE audit_verification_run`);
  }
}
