import type { MigrationInterface, QueryRunner } from 'typeorm';
import { applyEventStoreMigrations } from '@slabworks/event-store';

/**
 * The PostgreSQL event store's tables and append function. Their SQL stays with the adapter in
 * libs/event-store (a versioned set it can also apply alone, for its own tests), and this migration
 * runs that set inside the api's migrate step, so there is one runner and one lock. Appending to the
 * adapter's set needs a new migration here that calls the same function: it applies what is missing.
 * Runs whichever EVENT_STORE is chosen: the tables are small and the schema stays one shape.
 */
export class EventStoreSchema1763700000000 implements MigrationInterface {
  name = 'EventStoreSchema1763700000000';

  async up(q: QueryRunner): Promise<void> {
    await applyEventStoreMigrations((sql, params) => q.query(sql, params));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP SCHEMA event_store CASCADE`);
  }
}
