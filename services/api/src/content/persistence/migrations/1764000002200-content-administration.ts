import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The console edits content: banner and popup images per language ({ko, en, tw}, Korean the
 * fallback like every text), a handled flag on partnership inquiries, cost policies with an
 * effective date, and console_changes: who changed which row when, with the row before and after.
 */
export class ContentAdministration1764000002200 implements MigrationInterface {
  name = 'ContentAdministration1764000002200';

  async up(q: QueryRunner): Promise<void> {
    for (const table of ['banners', 'popups']) {
      await q.query(`ALTER TABLE ${table} ADD COLUMN image jsonb`);
      await q.query(`UPDATE ${table} SET image = jsonb_build_object('ko', image_url)`);
      await q.query(`ALTER TABLE ${table} ALTER COLUMN image SET NOT NULL, DROP COLUMN image_url`);
    }
    await q.query(`ALTER TABLE partnership_inquiries
      ADD COLUMN handled_at timestamptz, ADD COLUMN handled_by uuid`);
    // A new row per change: the policy an instant used stays readable (orders keep their own prices
    // in their events anyway; this keeps the pricing page's history).
    await q.query(`CREATE TABLE cost_policies (
      id serial PRIMARY KEY,
      currency text NOT NULL CHECK (currency IN ('KRW', 'USD', 'TWD')),
      effective_from timestamptz NOT NULL,
      policy jsonb NOT NULL,
      created_by uuid NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(
      `CREATE INDEX cost_policies_effective_idx ON cost_policies (currency, effective_from DESC, id DESC)`,
    );
    await q.query(`CREATE TABLE console_changes (
      id bigserial PRIMARY KEY,
      subject text NOT NULL,
      subject_id text NOT NULL,
      action text NOT NULL CHECK (action IN ('CREATE', 'UPDATE', 'DELETE')),
      changed_by uuid NOT NULL,
      changed_at timestamptz NOT NULL DEFAULT now(),
      before jsonb,
      after jsonb
    )`);
    await q.query(
      `CREATE INDEX console_changes_subject_idx ON console_changes (subject, subject_id, changed_at DESC)`,
    );
    await q.query(`CREATE INDEX console_changes_recent_idx ON console_changes (changed_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE console_changes`);
    await q.query(`DROP TABLE cost_policies`);
    await q.query(`ALTER TABLE partnership_inquiries DROP COLUMN handled_at, DROP COLUMN handled_by`);
    for (const table of ['banners', 'popups']) {
      await q.query(`ALTER TABLE ${table} ADD COLUMN image_url text`);
      await q.query(`UPDATE ${table} SET image_url = image ->> 'ko'`);
      await q.query(`ALTER TABLE ${table} ALTER COLUMN image_url SET NOT NULL, DROP COLUMN image`);
    }
  }
}
