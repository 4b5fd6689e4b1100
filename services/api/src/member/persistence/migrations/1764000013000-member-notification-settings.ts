import type { MigrationInterface, QueryRunner } from 'typeorm';

export class MemberNotificationSettings1764000013000 implements MigrationInterface {
  name = 'MemberNotificationSettings1764000013000';

  async up(q: QueryRunner): Promise<void> {
    // Order notifications go out in the member's language, per channel unless the member opted out.
    await q.query(`ALTER TABLE member
      ADD COLUMN language text NOT NULL DEFAULT 'ko' CHECK (language IN ('ko', 'en', 'tw')),
      ADD COLUMN notify_by_mail boolean NOT NULL DEFAULT true,
      ADD COLUMN notify_by_sms boolean NOT NULL DEFAULT true`);
    await q.query(`UPDATE member SET language = 'tw' WHERE support_region = 'TW'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE member DROP COLUMN language, DROP COLUMN notify_by_mail, DROP COLUMN notify_by_sms`,
    );
  }
}
