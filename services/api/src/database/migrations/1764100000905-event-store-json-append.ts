import type { MigrationInterface, QueryRunner } from 'typeorm';
import { applyEventStoreMigrations } from '@slabworks/event-store';

/**
 * The event store's append taking its events as one JSON array (libs/event-store migration 3,
 * docs/performance.md). Applies whatever of the adapter's set is missing, as the first one did.
 */
export class EventStoreJsonAppend1764100000905 implements MigrationInterface {
  name = 'EventStoreJsonAppend1764100000905';

  async up(q: QueryRunner): Promise<void> {
    await applyEventStoreMigrations((sql, params) => q.query(sql, params));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP FUNCTION IF EXISTS event_store.append_events_json(text, bigint, jsonb)`);
    await q.query(`DELETE FROM event_store.schema_migrations WHERE version = 3`);
  }
}
