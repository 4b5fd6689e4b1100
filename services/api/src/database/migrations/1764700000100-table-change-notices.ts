import type { MigrationInterface, QueryRunner } from 'typeorm';
import { TABLE_CHANGED_CHANNEL } from '@slabworks/connections';

/**
 * Triggers that announce committed changes of the rows the api keeps in memory (a signed-in
 * request's session and member, a member's membership, the cost policy) on TABLE_CHANGED_CHANNEL,
 * whoever makes them: an api process, the worker's dormancy sweep, a script. A NOTIFY is delivered
 * at commit, so no cache hears of a change that could still roll back. Payload `<table> <key>`
 * names the rows a cache groups by (a member's id); `<table>` alone means any row.
 */
export class TableChangeNotices1764700000100 implements MigrationInterface {
  name = 'TableChangeNotices1764700000100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE FUNCTION notify_row_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('${TABLE_CHANGED_CHANNEL}', TG_TABLE_NAME || ' ' || (to_jsonb(OLD) ->> TG_ARGV[0]));
        RETURN NULL;
      END $$`);
    await q.query(`CREATE FUNCTION notify_table_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('${TABLE_CHANGED_CHANNEL}', TG_TABLE_NAME);
        RETURN NULL;
      END $$`);
    // Only the columns something keeps: a log-in's last_login_at or a profile edit evicts nothing.
    await q.query(`CREATE TRIGGER member_changed
      AFTER UPDATE OF role, status, support_region, dormant_since, discount_rate_bp, tier_id OR DELETE ON member
      FOR EACH ROW EXECUTE FUNCTION notify_row_changed('id')`);
    // A new family is nobody's cached session yet; revocation and expiry are updates.
    await q.query(`CREATE TRIGGER session_family_changed AFTER UPDATE OR DELETE ON session_family
      FOR EACH ROW EXECUTE FUNCTION notify_row_changed('member_id')`);
    for (const table of ['membership_tiers', 'cost_policies'])
      await q.query(`CREATE TRIGGER ${table}_changed AFTER INSERT OR UPDATE OR DELETE ON ${table}
        FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed()`);
    for (const table of ['member', 'session_family', 'membership_tiers', 'cost_policies'])
      await q.query(`CREATE TRIGGER ${table}_truncated AFTER TRUNCATE ON ${table}
        FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed()`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['member', 'session_family', 'membership_tiers', 'cost_policies']) {
      await q.query(`DROP TRIGGER IF EXISTS ${table}_changed ON ${table}`);
      await q.query(`DROP TRIGGER IF EXISTS ${table}_truncated ON ${table}`);
    }
    await q.query(`DROP FUNCTION IF EXISTS notify_row_changed()`);
    await q.query(`DROP FUNCTION IF EXISTS notify_table_changed()`);
  }
}
