import type { MigrationInterface, QueryRunner } from 'typeorm';
import { applyEventStoreMigrations } from '@slabworks/event-store';

/**
 * The event store's batched append, several streams in one statement (libs/event-store migration 4,
 * docs/performance.md). Applies whatever of the adapter's set is missing, as the earlier ones did.
 */
export class EventStoreBatchAppend1764200000906 implements MigrationInterface {
  name = 'EventStoreBatchAppend1764200000906';

  async up(q: QueryRunner): Promise<void> {
    await applyEventStoreMigrations((sql, params) => q.query(sql, params));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP FUNCTION IF EXISTS event_store.append_batch_json(jsonb)`);
    await q.query(`DELETE FROM event_store.schema_migrations WHERE version = 4`);
  }
}
